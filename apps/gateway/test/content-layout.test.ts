import { LocalContentSource } from '@shop/content';
import { describeEachDatabase } from '@shop/db/testing';
import { visiblePromoBanners } from '@shop/domain';
import { TRANSLATED_PATHS } from '@shop/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docOf, documents, STORES } from './content-world';
import { type GatewayClient, startGateway } from './harness';
import { world } from './world';

describeEachDatabase('the content layout through the gateway', (getDb) => {
  let client: GatewayClient;

  beforeAll(async () => {
    client = await startGateway(getDb(), { upstreams: { content: new LocalContentSource(documents) } });
  });
  afterAll(async () => {
    await client?.gateway.close();
  });

  describe('the layout', () => {
    it('shows only promo banners with text inside their window, at most 4', async () => {
      const { body } = await client.post<{
        layout: { promoBanners: { text: string; actionFrom: string | null; actionTo: string | null }[] };
      }>('{ layout { promoBanners { text actionFrom actionTo color backgroundColor } } }');
      expect(body.errors).toBeUndefined();
      const banners = body.data!.layout.promoBanners;
      const all = docOf('layout', null, 'nl-nl').data.promo_banner as {
        text: string;
        action_from: string | null;
        action_to: string | null;
      }[];
      const now = Date.now();
      // The demo layout has more running banners than 4, and expired, future and empty ones.
      expect(visiblePromoBanners(all, new Date(), 100).length).toBeGreaterThan(4);
      expect(banners).toHaveLength(4);
      expect(banners.map((banner) => banner.text)).toEqual(visiblePromoBanners(all, new Date()).map((b) => b.text));
      for (const banner of banners) {
        expect(banner.text).not.toBe('');
        if (banner.actionFrom) expect(Date.parse(banner.actionFrom)).toBeLessThanOrEqual(now);
        if (banner.actionTo) expect(Date.parse(banner.actionTo)).toBeGreaterThanOrEqual(now - 60_000);
      }
      const expired = all.find((banner) => banner.action_to && Date.parse(banner.action_to) < now)!;
      const future = all.find((banner) => banner.action_from && Date.parse(banner.action_from) > now)!;
      expect(banners.map((banner) => banner.text)).not.toContain(expired.text);
      expect(banners.map((banner) => banner.text)).not.toContain(future.text);
      expect(banners.some((banner) => banner.actionTo)).toBe(true);
    });

    it('answers navigation for her and him with links to real categories, and the footer parts', async () => {
      const { body } = await client.post<{
        layout: Record<string, unknown> & {
          forHerNavigation: {
            title: string;
            link: { url: string };
            showMenu: boolean;
            lists: { title: string; items: { label: string; link: { url: string }; image: unknown }[] }[];
          }[];
          forHimNavigation: { title: string; link: { url: string } }[];
          men: { title: string }[];
          reviewStats: { averageRating: number; starsPercentage: number; viewReviewUrl: string };
          legalLinks: { label: string; kind: string }[];
        };
      }>(
        `{ layout {
            forHerNavigation { title link { url external } showMenu showSubmenu uid color lists { title items { label link { url } image { url } } } }
            forHimNavigation { title link { url } }
            men: navigation(segment: FOR_HIM) { title }
            headerUsps { label link { url } }
            headerLinks { label link { url } icon }
            footerNavigation { title links { label link { url external opensChat } } }
            legalLinks { label kind link { url } }
            socialIcons { icon label link { url external } }
            paymentIcons { icon label }
            jobs { title text buttonText link { url external } image { url } }
            reviewStats { averageRating viewReviewUrl starsPercentage }
            customerService { hours phone email }
        } }`,
        { store: 'de-de' },
      );
      expect(body.errors).toBeUndefined();
      const layout = body.data!.layout;
      const categoryUrls = new Set<string>();
      const byId = new Map(world.catalog.categories.map((category) => [category.id, category]));
      for (const category of world.catalog.categories) {
        const parts: string[] = [];
        for (
          let current: typeof category | undefined = category;
          current;
          current = current.parentId ? byId.get(current.parentId) : undefined
        ) {
          parts.unshift(current.urlSegment.de);
        }
        categoryUrls.add(`/${parts.join('/')}`);
      }
      expect(layout.forHerNavigation.length).toBeGreaterThan(3);
      const links = layout.forHerNavigation.flatMap((item) => [
        item.link.url,
        ...item.lists.flatMap((list) => list.items.map((entry) => entry.link.url)),
      ]);
      for (const url of links) expect(categoryUrls).toContain(url);
      expect(links).toContain('/damen/schuhe/sneaker');
      expect(
        layout.forHerNavigation.some((item) => item.lists.some((list) => list.items.some((entry) => entry.image))),
      ).toBe(true);
      expect(layout.forHimNavigation[0]?.link.url.startsWith('/herren')).toBe(true);
      expect(layout.men.map((item) => item.title)).toEqual(layout.forHimNavigation.map((item) => item.title));
      expect(layout.reviewStats).toMatchObject({ averageRating: 8.6, starsPercentage: 80 });
      expect(layout.legalLinks.map(({ label, kind }) => [label, kind])).toEqual(
        expect.arrayContaining([
          ['Impressum', 'IMPRINT'],
          ['AGB', 'TERMS'],
        ]),
      );
      expect(layout).toMatchObject({ customerService: { phone: '+49 30 123 456 78' } });
    });

    it.each(STORES)('marks every legal link of $store with its kind', async ({ store, language }) => {
      const { body } = await client.post<{
        layout: { legalLinks: { label: string; kind: string; link: { url: string } }[] };
      }>('{ layout { legalLinks { label kind link { url } } } }', { store });
      expect(body.errors).toBeUndefined();
      const kinds = body.data!.layout.legalLinks.map((link) => [link.kind, link.link.url]);
      const expected = [
        ['PRIVACY', `/${TRANSLATED_PATHS.privacyPolicy[language]}/`],
        ['COOKIES', `/${TRANSLATED_PATHS.cookies[language]}/`],
        // Impressum and AGB only in German: the checkout finds them by kind, whatever their label.
        ...(language === 'de'
          ? [
              ['IMPRINT', '/kundenservice/'],
              ['TERMS', '/kundenservice/'],
            ]
          : []),
      ];
      expect(kinds).toEqual(expected);
    });

    it('gives the checkout layout its usps, payment icons and the store’s own contact', async () => {
      const { body } = await client.post<{
        checkoutLayout: {
          headerUsps: { label: string }[];
          cartUsps: unknown[];
          paymentIcons: { icon: string }[];
          customerService: { email: string };
        };
      }>(
        '{ checkoutLayout { headerUsps { label } cartUsps { label } paymentIcons { icon label } customerService { hours phone email } } }',
        { store: 'nl-be' },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.checkoutLayout.headerUsps.map((usp) => usp.label)).toContain('Veilig betalen');
      expect(body.data?.checkoutLayout.cartUsps.length).toBeGreaterThan(0);
      expect(body.data?.checkoutLayout.paymentIcons.map((icon) => icon.icon)).toContain('bancontact');
      expect(body.data?.checkoutLayout.customerService.email).toBe('klantenservice.be@shop.example');
    });
  });
});
