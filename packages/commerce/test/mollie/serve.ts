/**
 * The recorded Mollie server on its own, for trying the shop against it by hand:
 *   node packages/commerce/test/mollie/serve.ts 5150
 * then start the gateway with MOLLIE_API_KEY=test_…, MOLLIE_API_URL=https://127.0.0.1:5150/v2/ and
 * NODE_TLS_REJECT_UNAUTHORIZED=0 (its certificate is self-signed). Moves a payment on a line of stdin: `tr_rec00001 paid`.
 */
import { createInterface } from 'node:readline';
import { RecordedMollie, type RecordedMollieStatus } from '@shop/commerce/testing';

const mollie = new RecordedMollie();
const apiUrl = await mollie.start(Number(process.argv[2] ?? 0));
console.log(`recorded Mollie at ${apiUrl}`);
for await (const line of createInterface({ input: process.stdin })) {
  const [id, status] = line.trim().split(/\s+/);
  try {
    mollie.setStatus(id ?? '', status as RecordedMollieStatus);
    console.log(`${id} is ${status}`);
  } catch (error) {
    console.log((error as Error).message);
  }
}
await mollie.close();
