// Load the app asynchronously so Module Federation can negotiate shared singletons first.
import('./bootstrap');
