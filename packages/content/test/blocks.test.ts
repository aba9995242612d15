import { describe, expect, it } from 'vitest';
import { blockSkus, normaliseBlock, normaliseBlocks, withKnownProducts } from '../src';
import { SHOP } from './prismic-fields';
import { MEDIA_SLICES } from './prismic-media-slices';
import { TEXT_SLICES } from './prismic-text-slices';

/** Each slice type from Prismic (tables in prismic-*-slices.ts) → its block. */
const PRISMIC = [...TEXT_SLICES, ...MEDIA_SLICES];

describe('normalising Prismic slices into blocks', () => {
  it.each(PRISMIC)('%s', (_case, input, expected) => {
    expect(normaliseBlock(input, 0, { shopOrigins: SHOP })).toEqual(expected);
  });

  it('covers every block type', () => {
    expect(new Set(PRISMIC.map(([, , block]) => block.__typename)).size).toBe(23);
  });

  it('leaves out unknown slice types and non-slices, and names a slice without an id by its position among the slices', () => {
    const blocks = normaliseBlocks([
      { slice_type: 'hologram', primary: {} },
      'junk',
      { slice_type: 'squeezely', primary: { squeezely_id: 'x' } },
    ]);
    expect(blocks.map((block) => [block.__typename, block.id, block.variation])).toEqual([
      ['SqueezelyBlock', 'squeezely-1', 'default'],
    ]);
    expect(normaliseBlocks(undefined)).toEqual([]);
  });

  it('reads no fields of a slice without primary or items', () => {
    expect(normaliseBlock({ id: 'h', slice_type: 'hero' }, 0)).toMatchObject({
      title: '',
      description: '',
      image: null,
      video: null,
      position: 'CENTRE',
      segmentSwitch: false,
      buttonLink: null,
    });
  });

  it('lists the SKUs the blocks reference, and drops the ones the catalog does not know', () => {
    const blocks = PRISMIC.map(([, , block]) => block);
    expect(blockSkus(blocks)).toEqual(['100.1', '200.2', '300.3', '400.4']);
    const known = withKnownProducts(blocks, new Set(['200.2']));
    expect(blockSkus(known)).toEqual(['200.2']);
    expect(known.find((block) => block.__typename === 'RichtextWithBlock')).toMatchObject({ product: null });
    expect(withKnownProducts(blocks, null)).toBe(blocks);
  });
});
