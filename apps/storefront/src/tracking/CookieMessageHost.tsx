import { type Language, translatedPath } from '@shop/i18n';
import { CookieMessage, type CookieMessageChoice } from '@shop/ui/shell';
import { useState } from 'react';
import { ShopLink } from '../components/ShopLink';
import { type TrackingContext, useConsent, useConsentStore } from './consent-store';

/**
 * The cookie message in the default layout: shown while `cookie_message=hide` is not set (the server reads the cookie,
 * so the message is in the first HTML or not at all: no layout shift, no hydration mismatch). A choice here or in the
 * cookie settings block goes to the same consent store; a choice made here is confirmed until the shopper hides it.
 */
export function CookieMessageHost({ rendered, language }: { rendered: TrackingContext; language: Language }) {
  const { messageHidden } = useConsent(rendered);
  const [answered, setAnswered] = useState<CookieMessageChoice | null>(null);
  const [hidden, setHidden] = useState(false);
  if (hidden || (messageHidden && !answered)) return null;
  return (
    <CookieMessage
      answered={answered}
      settingsHref={translatedPath('cookies', language)}
      Link={ShopLink}
      onChoose={(choice) => {
        useConsentStore.getState().choose(choice);
        setAnswered(choice);
      }}
      onHide={() => {
        useConsentStore.getState().hideMessage();
        setHidden(true);
        // The focused button is gone: continue where the page starts.
        document.getElementById('main')?.focus();
      }}
    />
  );
}
