// Starts the Medusa app as `medusa start` does (the same loaders: database, modules,
// plugins, API), but listening on 127.0.0.1 only: `medusa start` hands Express only a port,
// so it would answer on every interface. PORT=0 takes a free port; the chosen one is printed
// as one JSON line ({"listening":<port>}) for scripts/medusa-compat/medusa.ts to read.
const express = require('express');
const loaders = require('@medusajs/medusa/dist/loaders').default;

async function main() {
  const app = express();
  const { shutdown, prepareShutdown } = await loaders({ directory: __dirname, expressApp: app });
  const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ listening: server.address().port })}\n`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    Promise.resolve()
      .then(() => prepareShutdown())
      .then(() => shutdown())
      .then(
        () => process.exit(0),
        (error) => {
          console.error('Medusa did not shut down cleanly', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The harness holds stdin open: when it goes away (a test run killed), so does Medusa.
  process.stdin.on('end', stop);
  process.stdin.resume();
}

main().catch((error) => {
  console.error('Medusa did not start', error);
  process.exit(1);
});
