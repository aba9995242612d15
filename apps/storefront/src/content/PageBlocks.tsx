import { Trans, useLingui } from '@lingui/react/macro';
import { type ContentBlockProblem, ContentBlocks, type CookieChoice } from '@shop/ui/blocks';
import { useRouteContext } from '@tanstack/react-router';
import { type RefObject, useRef } from 'react';
import { ShopLink } from '../components/ShopLink';
import { useNewsletterBlock, type WithNewsletterSalutations } from '../newsletter/public';
import { useConsentStore } from '../tracking/public';
import { useBlockHearts } from '../wishlist/public';
import { blockProductTile, segmentLinksOf } from './block-runtime';
import styles from './ContentPage.module.css';
import type { ContentPageFieldsFragment } from './content.generated';
import type { CustomerServiceContact } from './content-load';
import { useContentRuntime } from './runtime';

// A content page's blocks with the app's runtime: on the server rendered with the page, in the browser hydrated after
// it (ContentPageView.tsx, `hydratedLater`), so the blocks' code is no part of a content page's first load.

/**
 * The cookie settings block saves through the consent store the cookie message uses too: the cookie (100 days), the
 * message answered, `cookiePreference` and Consent Mode's update on the data layer (src/tracking).
 */
function saveChoice(choice: CookieChoice) {
  useConsentStore.getState().choose(choice);
}

/**
 * The newsletter subscription call comes with a later issue. Until then the form validates, and a valid form is not
 * reported as subscribed: the block treats a rejection as a failure (kept form, logged, no message: spec §8).
 */
function reportBlockProblem(problem: ContentBlockProblem) {
  console.warn(`[content] block ${problem.index} (${problem.type}) skipped: ${problem.reason}`, problem.error ?? '');
}

/**
 * There is no chat vendor: a `#chat` link opens this dialog, which says how to reach customer service instead
 * (e-mail, phone, hours from the layout's contact data).
 */
function ChatDialog({
  dialog,
  customerService,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  customerService: CustomerServiceContact | null;
}) {
  const { t } = useLingui();
  const email = customerService?.email;
  const phone = customerService?.phone;
  return (
    <dialog ref={dialog} className={styles.chat} aria-labelledby="chat-dialog-title">
      <h2 id="chat-dialog-title">
        <Trans>Chat with customer service</Trans>
      </h2>
      <p>
        <Trans>Our chat is not available right now. You can reach our customer service by e-mail or phone.</Trans>
      </p>
      {(email || phone || customerService?.hours) && (
        <ul>
          {email && (
            <li>
              <Trans>E-mail:</Trans> <a href={`mailto:${email}`}>{email}</a>
            </li>
          )}
          {phone && (
            <li>
              <Trans>Phone:</Trans> <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </li>
          )}
          {customerService?.hours && <li>{customerService.hours}</li>}
        </ul>
      )}
      <form method="dialog">
        <button type="submit" className={styles.chatClose} aria-label={t`Close`}>
          <Trans>Close</Trans>
        </button>
      </form>
    </dialog>
  );
}

/** A page's blocks with what the app supplies at run time: links, cookie choice, chat, newsletter, embeds, debug. */
export interface PageBlocksProps {
  page: Pick<ContentPageFieldsFragment, 'blocks' | 'segment'> & WithNewsletterSalutations;
  cookieChoice: CookieChoice;
  customerService: CustomerServiceContact | null;
}

export function PageBlocks({ page, cookieChoice, customerService }: PageBlocksProps) {
  const { store } = useRouteContext({ from: '__root__' });
  const { thirdPartyReady, debug } = useContentRuntime();
  const hearts = useBlockHearts();
  const newsletter = useNewsletterBlock(
    page.blocks.some((block) => block.__typename === 'NewsletterSubscriptionBlock'),
    page.newsletterSalutations,
  );
  const chat = useRef<HTMLDialogElement>(null);
  return (
    <>
      <ContentBlocks
        blocks={page.blocks}
        productTile={blockProductTile}
        segmentLinks={segmentLinksOf(page.segment, store.language)}
        Link={ShopLink}
        cookieChoice={cookieChoice}
        onCookieChoiceChange={saveChoice}
        onOpenChat={() => chat.current?.showModal()}
        thirdPartyReady={thirdPartyReady}
        onEmbedError={(error) => console.error('[content] an embed failed to load:', error)}
        debug={debug}
        onBlockProblem={reportBlockProblem}
        productWishlist={hearts.productWishlist}
        lookWishlist={hearts.lookWishlist}
        {...newsletter}
      />
      <ChatDialog dialog={chat} customerService={customerService} />
    </>
  );
}
