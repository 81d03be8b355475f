/**
 * The whole site at one URL: the API with this package's server rendering. `npm start` runs this
 * entry (and, with several workers, the cluster runs it again in each worker).
 */
import { runServer } from '@sweepscout/api';
import { createPageRenderer } from './renderServerPage';

runServer({ pageRenderer: createPageRenderer });
