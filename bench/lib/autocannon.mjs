// autocannon, the load generator of the throughput benchmarks. `npm start` and `npm test` do not
// install the benchmarks' packages: the first benchmark that needs one installs them.
import { ensureBenchmarkPackages } from '../../scripts/lib/install.mjs';

await ensureBenchmarkPackages();
const { default: autocannon } = await import('autocannon');

export default autocannon;
