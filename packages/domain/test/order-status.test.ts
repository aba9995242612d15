import { describe, expect, it } from 'vitest';
import { carrierFor, orderDisplayStatus, trackTraceUrl } from '../src/order-status';

describe('order display status (spec commerce §4)', () => {
  it.each([
    [{ orderType: 'sale', shipmentDate: null }, { kind: 'processing' }],
    [{ orderType: 'sale', shipmentDate: new Date('2026-03-02T10:00:00Z') }, { kind: 'shipped' }],
    [{ orderType: 'sale', shipmentDate: '2026-03-02' }, { kind: 'shipped' }],
    [
      { orderType: 'return', shipmentDate: null },
      { kind: 'other', orderType: 'return' },
    ],
    [
      { orderType: 'exchange', shipmentDate: new Date('2026-03-02T10:00:00Z') },
      { kind: 'other', orderType: 'exchange' },
    ],
  ])('%o is %o', (order, status) => {
    expect(orderDisplayStatus(order)).toEqual(status);
  });
});

describe('the carrier of a shipment', () => {
  it.each([
    ['NL', null, 'postnl'],
    ['BE', null, 'bpost'],
    ['DE', null, 'dhl'],
    ['AT', null, 'dhl'],
    ['FR', null, 'colissimo'],
    ['LU', null, 'post-lu'],
    ['GB', null, 'royal-mail'],
    ['DE', 'dhl', 'dhl'],
    ['BE', 'postnl', 'postnl'],
    ['NL', 'stores', 'postnl'],
  ] as const)('%s via %s: %s', (country, provider, carrier) => {
    expect(carrierFor(country, provider)).toBe(carrier);
  });
});

describe('track-and-trace links', () => {
  it.each([
    ['postnl', 'NL', '3511 ab', 'https://jouw.postnl.nl/track-and-trace/3SABC123-NL-3511AB'],
    ['bpost', 'BE', '1000', 'https://track.bpost.cloud/btr/web/#/search?itemCode=3SABC123&postalCode=1000'],
    [
      'dhl',
      'DE',
      '50667',
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=3SABC123&zip=50667',
    ],
    ['colissimo', 'FR', '75001', 'https://www.laposte.fr/outils/suivre-vos-envois?code=3SABC123'],
    [
      'post-lu',
      'LU',
      'L-1111',
      'https://www.post.lu/particuliers/colis-courrier/track-and-trace#/search?code=3SABC123&postalCode=L-1111',
    ],
    ['royal-mail', 'GB', 'SW1A 1AA', 'https://www.royalmail.com/track-your-item#/tracking-results/3SABC123'],
  ] as const)('%s in %s (%s)', (carrier, country, postcode, url) => {
    expect(trackTraceUrl(carrier, { code: '3SABC123', postcode, country })).toBe(url);
  });

  it('escapes what the code carries', () => {
    expect(trackTraceUrl('royal-mail', { code: ' AB 12/3 ', postcode: '', country: 'GB' })).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/AB%2012%2F3',
    );
  });
});
