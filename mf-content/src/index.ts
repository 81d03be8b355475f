// A remote is used through its exposed modules (see webpack.config.js); this entry only lets
// Module Federation negotiate shared singletons before anything loads.
import('./bootstrap');
