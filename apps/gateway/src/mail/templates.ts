import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@shop/i18n';

/**
 * The shop's mails, in the recipient's language: a plain-text part and a simple, accessible HTML part (a `lang`
 * attribute, one heading, real paragraphs and links whose text says where they go, no images, high contrast).
 * Every value put into the HTML is escaped.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A paragraph, or a link with its own text (the URL printed in the text part). */
type Block =
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'table'; caption: string; rows: [string, string][] };

function render(language: Language, subject: string, heading: string, blocks: Block[], footer: string): RenderedMail {
  const text = [
    heading,
    '',
    ...blocks.flatMap((block) => {
      if (block.kind === 'text') return [block.text, ''];
      if (block.kind === 'link') return [`${block.label}:`, block.url, ''];
      return [block.caption, ...block.rows.map(([name, value]) => `- ${name}: ${value}`), ''];
    }),
    '--',
    footer,
    '',
  ].join('\n');
  const body = blocks
    .map((block) => {
      if (block.kind === 'text') return `<p>${escapeHtml(block.text)}</p>`;
      if (block.kind === 'link') {
        return `<p><a href="${escapeHtml(block.url)}" style="color:#0b4f9c;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
      }
      const rows = block.rows
        .map(
          ([name, value]) =>
            `<tr><th scope="row" style="text-align:left;font-weight:normal;padding:4px 16px 4px 0">${escapeHtml(name)}</th><td style="text-align:right;padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table style="border-collapse:collapse;margin:16px 0"><caption style="text-align:left;font-weight:bold;padding-bottom:8px">${escapeHtml(block.caption)}</caption>${rows}</table>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#ffffff;color:#111111;font:16px/1.5 Arial,Helvetica,sans-serif">
<main style="max-width:600px;margin:0 auto">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1>
${body}
<footer><p style="color:#444444;font-size:14px">${escapeHtml(footer)}</p></footer>
</main>
</body>
</html>
`;
  return { subject, text, html };
}

const greeting = (i18n: I18n, firstName: string | null) =>
  firstName ? i18n._(msg`Dear ${firstName},`) : i18n._(msg`Hello,`);

export interface RecoveryMailInput {
  language: Language;
  firstName: string | null;
  shopName: string;
  /** `{base}/account/finish/{token}`; null when the address has no account. */
  resetUrl: string | null;
  /** `{base}/account/orders/{token}`; null when the address has no orders. */
  orderHistoryUrl: string | null;
}

/** The password recovery mail: the reset link (2 hours, once) and, when there are orders, the order-history link. */
export function passwordRecoveryMail(i18n: I18n, input: RecoveryMailInput): RenderedMail {
  const { shopName } = input;
  const blocks: Block[] = [{ kind: 'text', text: greeting(i18n, input.firstName) }];
  if (input.resetUrl) {
    blocks.push(
      { kind: 'text', text: i18n._(msg`You asked to set a new password for your account at ${shopName}.`) },
      { kind: 'link', label: i18n._(msg`Set a new password`), url: input.resetUrl },
      { kind: 'text', text: i18n._(msg`The link works once, for 2 hours.`) },
    );
  } else {
    blocks.push({
      kind: 'text',
      text: i18n._(
        msg`You asked for your orders at ${shopName}. This e-mail address has no account, but it has orders.`,
      ),
    });
  }
  if (input.orderHistoryUrl) {
    blocks.push(
      { kind: 'link', label: i18n._(msg`See your orders`), url: input.orderHistoryUrl },
      { kind: 'text', text: i18n._(msg`This link to your orders works for 7 days.`) },
    );
  }
  blocks.push({ kind: 'text', text: i18n._(msg`Did you not ask for this? Then you can ignore this e-mail.`) });
  const subject = input.resetUrl ? i18n._(msg`Set a new password`) : i18n._(msg`Your orders`);
  return render(input.language, subject, subject, blocks, shopName);
}

export interface OrderMailInput {
  language: Language;
  firstName: string | null;
  shopName: string;
  orderNumber: string;
  lines: { name: string; size: string | null; quantity: number; total: string }[];
  shippingCosts: string;
  total: string;
  /** The order's page in the account; null for a guest order. */
  orderUrl: string | null;
}

/** The order confirmation, sent when the payment is in. */
export function orderConfirmationMail(i18n: I18n, input: OrderMailInput): RenderedMail {
  const { orderNumber, shopName } = input;
  const subject = i18n._(msg`Your order ${orderNumber} has been confirmed`);
  const rows: [string, string][] = input.lines.map((line) => {
    const { name, size, quantity } = line;
    const label = size ? i18n._(msg`${quantity} × ${name}, size ${size}`) : i18n._(msg`${quantity} × ${name}`);
    return [label, line.total];
  });
  rows.push([i18n._(msg`Shipping costs`), input.shippingCosts], [i18n._(msg`Total`), input.total]);
  const blocks: Block[] = [
    { kind: 'text', text: greeting(i18n, input.firstName) },
    { kind: 'text', text: i18n._(msg`Thank you for your order at ${shopName}. We have received your payment.`) },
    { kind: 'table', caption: i18n._(msg`Order ${orderNumber}`), rows },
  ];
  if (input.orderUrl) blocks.push({ kind: 'link', label: i18n._(msg`See your order`), url: input.orderUrl });
  blocks.push({ kind: 'text', text: i18n._(msg`You can return items within 14 days.`) });
  return render(input.language, subject, subject, blocks, shopName);
}

export interface NewsletterMailInput {
  language: Language;
  firstName: string | null;
  shopName: string;
  /** `{store base URL}/nieuwsbrief/instellingen/{hash}/`: confirm, preferences, unsubscribe. */
  settingsUrl: string;
  /** The address is subscribed already (a repeated request): the mail offers the settings instead of a confirmation. */
  alreadySubscribed: boolean;
}

/**
 * The newsletter's double opt-in mail: a subscription counts once its link is followed and confirmed there. Sent for
 * every request (the API answers the same for known and unknown addresses); an address that is already subscribed
 * gets its settings link instead.
 */
export function newsletterConfirmationMail(i18n: I18n, input: NewsletterMailInput): RenderedMail {
  const { shopName } = input;
  const greeting_ = { kind: 'text' as const, text: greeting(i18n, input.firstName) };
  const ignore = {
    kind: 'text' as const,
    text: i18n._(msg`Did you not ask for this? Then you can ignore this e-mail.`),
  };
  const validity = { kind: 'text' as const, text: i18n._(msg`The link works for 30 days.`) };
  if (input.alreadySubscribed) {
    const subject = i18n._(msg`You are subscribed to our newsletter`);
    return render(
      input.language,
      subject,
      subject,
      [
        greeting_,
        { kind: 'text', text: i18n._(msg`This e-mail address already receives the newsletter of ${shopName}.`) },
        { kind: 'link', label: i18n._(msg`Change your newsletter settings`), url: input.settingsUrl },
        validity,
        ignore,
      ],
      shopName,
    );
  }
  const subject = i18n._(msg`Please confirm your newsletter subscription`);
  return render(
    input.language,
    subject,
    subject,
    [
      greeting_,
      {
        kind: 'text',
        text: i18n._(
          msg`You asked to receive the newsletter of ${shopName}. Please confirm that this is your address.`,
        ),
      },
      { kind: 'link', label: i18n._(msg`Confirm your subscription`), url: input.settingsUrl },
      validity,
      ignore,
    ],
    shopName,
  );
}

export interface RegistrationMailInput {
  language: Language;
  firstName: string | null;
  shopName: string;
  /** `{base}/account/confirm/{token}`: makes the account. */
  confirmUrl: string;
}

/** A registration's confirmation mail: the account is made when its link is followed (once, within a day). */
export function registrationConfirmationMail(i18n: I18n, input: RegistrationMailInput): RenderedMail {
  const { shopName } = input;
  const subject = i18n._(msg`Confirm your e-mail address`);
  return render(
    input.language,
    subject,
    subject,
    [
      { kind: 'text', text: greeting(i18n, input.firstName) },
      {
        kind: 'text',
        text: i18n._(msg`You asked for an account at ${shopName}. Please confirm that this is your e-mail address.`),
      },
      { kind: 'link', label: i18n._(msg`Confirm and create my account`), url: input.confirmUrl },
      { kind: 'text', text: i18n._(msg`The link works once, for 24 hours. Then log in with the password you chose.`) },
      { kind: 'text', text: i18n._(msg`Did you not ask for this? Then you can ignore this e-mail.`) },
    ],
    shopName,
  );
}

export interface RegistrationAttemptMailInput {
  language: Language;
  firstName: string | null;
  shopName: string;
  /** `{base}/account/`: the login page. */
  loginUrl: string;
  /** `{base}/account/recover/password/`: asks for a new password. */
  recoverUrl: string;
}

/**
 * To an account's owner when someone registers with its address: the registration answered as for a new address
 * (so it does not tell who has an account), and nothing was changed.
 */
export function registrationAttemptMail(i18n: I18n, input: RegistrationAttemptMailInput): RenderedMail {
  const { shopName } = input;
  const subject = i18n._(msg`Someone tried to register with your e-mail address`);
  return render(
    input.language,
    subject,
    subject,
    [
      { kind: 'text', text: greeting(i18n, input.firstName) },
      {
        kind: 'text',
        text: i18n._(
          msg`Someone, perhaps you, tried to create an account at ${shopName} with this e-mail address. You already have an account with it, so no new one was made and nothing was changed.`,
        ),
      },
      { kind: 'link', label: i18n._(msg`Log in`), url: input.loginUrl },
      { kind: 'text', text: i18n._(msg`Forgot your password? Then set a new one:`) },
      { kind: 'link', label: i18n._(msg`Set a new password`), url: input.recoverUrl },
      { kind: 'text', text: i18n._(msg`Was it not you? Then you can ignore this e-mail: your account is safe.`) },
    ],
    shopName,
  );
}
