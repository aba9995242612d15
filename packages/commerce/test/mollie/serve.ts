/**
 * The recorded Mollie server on its own: the Payments API (https, recorded answers) and, with a second port, a hosted
 * checkout page of its own where the shopper (or a journey) chooses the outcome (`@shop/commerce/testing-checkout`).
 *
 *   node packages/commerce/test/mollie/serve.ts <api port> [<checkout port>]
 *
 * Start the gateway with MOLLIE_API_KEY=test_…, MOLLIE_API_URL=https://127.0.0.1:<api port>/v2/,
 * PAYMENT_PUBLIC_URL=http://127.0.0.1:<gateway port>, and trust the server's self-signed certificate without
 * weakening TLS: NODE_EXTRA_CA_CERTS=packages/commerce/test/mollie/recorded-server.crt with
 * NODE_OPTIONS=--import=./packages/commerce/test/mollie/trust-extra-ca.ts (the Mollie client pins its own CA list;
 * see docs/payments.md). A line `tr_rec00001 paid` on stdin moves a payment (and posts its webhook when the checkout
 * runs). Prints one line `ready <api url> <checkout url>` when listening.
 */
import { createInterface } from 'node:readline';
import { RecordedMollie, type RecordedMollieStatus } from '@shop/commerce/testing';
import { RecordedMollieCheckout } from '@shop/commerce/testing-checkout';

const apiPort = Number(process.argv[2] ?? 0);
const checkoutPort = process.argv[3] === undefined ? null : Number(process.argv[3]);
const mollie = new RecordedMollie({ relaxTlsInThisProcess: false });
const checkout = checkoutPort === null ? null : new RecordedMollieCheckout(mollie);
const apiUrl = await mollie.start(apiPort);
const checkoutUrl = checkout ? await checkout.start(checkoutPort ?? 0) : 'none';
console.log(`ready ${apiUrl} ${checkoutUrl}`);

const stop = async () => {
  // Open connections (a client's keep-alive) do not hold the process up for long.
  setTimeout(() => process.exit(0), 2000).unref();
  await checkout?.close();
  await mollie.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

for await (const line of createInterface({ input: process.stdin })) {
  const [id = '', status] = line.trim().split(/\s+/);
  try {
    if (checkout) console.log(JSON.stringify(await checkout.move(id, status as RecordedMollieStatus)));
    else mollie.setStatus(id, status as RecordedMollieStatus);
    console.log(`${id} is ${status}`);
  } catch (error) {
    console.log((error as Error).message);
  }
}
