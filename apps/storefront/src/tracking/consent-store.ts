// The shopper's cookie consent in the browser: one store for the cookie message and the cookie settings block, seeded
// by what the server rendered (so the message is in the first HTML or not, and hydration matches). Small on purpose:
// every page carries it.
import type { CookieChoice } from '@shop/ui/blocks';
import { create } from 'zustand';
import {
  type ConsentCookies,
  cookieChoiceCookie,
  cookieMessageCookie,
  cookiePreferenceEvent,
  readConsentCookies,
} from './consent';
import { dataLayer, gtag, pushDataLayer } from './data-layer';

/** What the root's `beforeLoad` tells every page about consent and tracking. */
export interface TrackingContext extends ConsentCookies {
  /** The tag manager's container id (`GTM_ID`); undefined when the shop runs without a tag manager. */
  tagManagerId: string | undefined;
}

export interface ConsentState extends TrackingContext {
  /** Whether the store was seeded (the browser's first render) or changed since. */
  known: boolean;
  /**
   * Stores a choice (cookie `cookie_settings`, 100 days), answers the cookie message (`cookie_message=hide`) and tells
   * the tag manager: the `cookiePreference` event and Consent Mode's update.
   */
  choose: (choice: CookieChoice) => void;
  /** Hides the cookie message for 100 days. */
  hideMessage: () => void;
}

const secure = () => window.location.protocol === 'https:';

/** Consent Mode's update for a choice: all granted or all denied (security storage is always granted). */
export function pushConsentUpdate(choice: CookieChoice): void {
  const value = choice === 'enabled' ? 'granted' : 'denied';
  gtag('consent', 'update', {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
    functionality_storage: value,
    personalization_storage: value,
  });
}

export const useConsentStore = create<ConsentState>()((set) => ({
  choice: null,
  messageHidden: false,
  tagManagerId: undefined,
  known: false,
  choose: (choice) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
    document.cookie = cookieChoiceCookie(choice, { secure: secure() });
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
    document.cookie = cookieMessageCookie({ secure: secure() });
    set({ choice, messageHidden: true, known: true });
    pushConsentUpdate(choice);
    pushDataLayer(cookiePreferenceEvent(choice));
  },
  hideMessage: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports
    document.cookie = cookieMessageCookie({ secure: secure() });
    set({ messageHidden: true, known: true });
  },
}));

/**
 * In the browser, the first render hands the server's reading of the cookies to the store (once), creates the data
 * layer with Consent Mode's default and, for a shopper who chose before, the update for that choice.
 */
export function seedConsent(rendered: TrackingContext | null | undefined): void {
  if (typeof window === 'undefined' || !rendered || useConsentStore.getState().known) return;
  useConsentStore.setState({ ...rendered, known: true });
  dataLayer();
  if (rendered.choice) pushConsentUpdate(rendered.choice);
}

/** The tracking context for a navigation in the browser: the store once seeded, else the cookies themselves. */
export function trackingContextInBrowser(): TrackingContext {
  const state = useConsentStore.getState();
  if (state.known) {
    return { choice: state.choice, messageHidden: state.messageHidden, tagManagerId: state.tagManagerId };
  }
  return { ...readConsentCookies(document.cookie), tagManagerId: undefined };
}

/** The consent for components: the store once it knows, before that what the server rendered. */
export function useConsent(rendered: TrackingContext): TrackingContext {
  const state = useConsentStore();
  return state.known
    ? { choice: state.choice, messageHidden: state.messageHidden, tagManagerId: state.tagManagerId }
    : rendered;
}
