// Runs the merchant simulator standalone: `tsx api/src/simulator/cli.ts --port 4010`. It prints
// the PRICE_HOST_OVERRIDES value to start the API with (NODE_ENV=test or ALLOW_TEST_OVERRIDES=1,
// PRICE_SOURCE=http) and enables the control API under /__sim/ (see server.ts).
import { parseArgs } from 'node:util';
import { startMerchantSimulator } from './server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' } },
  allowPositionals: false,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a port number, got ${values.port}\n`);
  process.exit(2);
}

const simulator = await startMerchantSimulator({ port, control: true });
process.stdout.write(
  [
    `merchant simulator listening on ${simulator.origin}`,
    `PRICE_SOURCE=http ALLOW_TEST_OVERRIDES=1 PRICE_HOST_OVERRIDES=${simulator.hostOverrides()}`,
    'control: GET /__sim/requests, POST /__sim/reset, PUT /__sim/merchants/{key}, PUT /__sim/products/{key}/{id}',
    '',
  ].join('\n'),
);

const stop = (): void => {
  simulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
