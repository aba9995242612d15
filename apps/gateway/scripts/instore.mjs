#!/usr/bin/env node
// Store staff's command for in-store tablet sessions, over the gateway's staff endpoint (packages/instore):
//
//   pnpm --filter @shop/gateway instore open <branch code> [minutes]   opens a session (closes the store's previous one)
//   pnpm --filter @shop/gateway instore close <session id>             closes a session: the store's tablets log out
//   pnpm --filter @shop/gateway instore show <session id>              shows a session
//   pnpm --filter @shop/gateway instore stores                         lists the branch codes
//
// INSTORE_STAFF_KEY: the staff key (the gateway prints its random one at start when none is configured).
// INSTORE_STAFF_URL: the service's base URL (default http://localhost:${GATEWAY_PORT:-4000}/instore/v1).
// SHOP_URL: the storefront, for the tablet's link (default http://localhost:3000).

const base = (
  process.env.INSTORE_STAFF_URL ?? `http://localhost:${process.env.GATEWAY_PORT ?? 4000}/instore/v1`
).replace(/\/+$/, '');
const shop = (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const key = process.env.INSTORE_STAFF_KEY ?? '';
const [command, argument, minutes] = process.argv.slice(2);

function usage() {
  console.error('usage: instore open <branch code> [minutes] | close <session id> | show <session id> | stores');
  process.exit(2);
}

async function call(method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = answer?.error?.message ?? `HTTP ${response.status}`;
    console.error(
      response.status === 401 ? `${reason}: set INSTORE_STAFF_KEY to the gateway's staff key` : `refused: ${reason}`,
    );
    process.exit(1);
  }
  return answer;
}

function print(session) {
  console.log(`${session.status}  ${session.id}`);
  console.log(`store   ${session.location.name} (${session.location.code})`);
  console.log(`until   ${session.ttlDt}`);
  if (session.status === 'OPEN') console.log(`tablet  ${shop}/?instore=${encodeURIComponent(session.id)}`);
}

try {
  if (command === 'open' && argument) {
    const ttlMinutes = minutes === undefined ? undefined : Number(minutes);
    if (ttlMinutes !== undefined && !Number.isInteger(ttlMinutes)) usage();
    print(await call('POST', '/sessions', { location: argument, ...(ttlMinutes ? { ttlMinutes } : {}) }));
  } else if (command === 'close' && argument) {
    print(await call('POST', `/sessions/${encodeURIComponent(argument)}/close`, {}));
  } else if (command === 'show' && argument) {
    print(await call('GET', `/sessions/${encodeURIComponent(argument)}`));
  } else if (command === 'stores') {
    for (const location of await call('GET', '/locations')) console.log(`${location.code}\t${location.name}`);
  } else {
    usage();
  }
} catch (error) {
  console.error(`the in-store service at ${base} could not be reached: ${error.message}`);
  process.exit(1);
}
