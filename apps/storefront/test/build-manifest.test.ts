// The client build's manifest as the server reads it: a lazy chunk's script and every stylesheet it brings.
import { describe, expect, it } from 'vitest';
import { chunkAssetsOfManifest } from '../src/lib/build-manifest.server';

const manifest = {
  'src/routes/$.tsx?tsr-split=component': {
    file: 'assets/_-A.js',
    src: 'src/routes/$.tsx?tsr-split=component',
    imports: ['_CatalogPageView-B.js'],
  },
  'client.tsx': { file: 'assets/index-H.js', name: 'index', isEntry: true, css: ['assets/index-H.css'] },
  '_CatalogPageView-B.js': { file: 'assets/CatalogPageView-B.js', name: 'CatalogPageView', imports: ['_react-C.js'] },
  '_ListingPage-D.js': {
    file: 'assets/ListingPage-D.js',
    name: 'ListingPage',
    imports: ['_react-C.js', '_ProductGrid-E.js', '_Breadcrumbs-F.js', 'client.tsx'],
    css: ['assets/ListingPage-D.css'],
  },
  '_ListingPage-D.css': { file: 'assets/ListingPage-D.css', src: '_ListingPage-D.css' },
  '_ProductGrid-E.js': {
    file: 'assets/ProductGrid-E.js',
    name: 'ProductGrid',
    imports: ['_Breadcrumbs-F.js'],
    css: ['assets/ProductGrid-E.css'],
  },
  '_Breadcrumbs-F.js': {
    file: 'assets/Breadcrumbs-F.js',
    name: 'Breadcrumbs',
    imports: ['_ProductGrid-E.js'],
    css: ['assets/Breadcrumbs-F.css'],
  },
  '_react-C.js': { file: 'assets/react-C.js', name: 'react' },
  'src/content/ContentPageView.tsx': {
    file: 'assets/ContentPageView-G.js',
    name: 'ContentPageView',
    src: 'src/content/ContentPageView.tsx',
    css: ['assets/ContentPageView-G.css'],
  },
};

describe('chunkAssetsOfManifest', () => {
  it('names the scripts and stylesheets of a chunk and everything it imports but the entry, each once', () => {
    expect(chunkAssetsOfManifest(manifest, 'ListingPage')).toEqual({
      scripts: [
        '/assets/ListingPage-D.js',
        '/assets/react-C.js',
        '/assets/Breadcrumbs-F.js',
        '/assets/ProductGrid-E.js',
      ],
      styles: ['/assets/Breadcrumbs-F.css', '/assets/ProductGrid-E.css', '/assets/ListingPage-D.css'],
    });
  });

  it('finds a dynamic entry by its source as well as by its name', () => {
    expect(chunkAssetsOfManifest(manifest, 'ContentPageView')).toEqual({
      scripts: ['/assets/ContentPageView-G.js'],
      styles: ['/assets/ContentPageView-G.css'],
    });
  });

  it('names nothing for a chunk the build does not have (development: no manifest)', () => {
    expect(chunkAssetsOfManifest(manifest, 'CheckoutPage')).toBeNull();
    expect(chunkAssetsOfManifest({}, 'ListingPage')).toBeNull();
  });
});
