import {
  base,
  EMPTY_RICH,
  image,
  instagramLink,
  noLink,
  ownSiteLink,
  pageLink,
  picture,
  rich,
  type SliceCase,
  slice,
  toInstagram,
  toOwnSite,
  toPage,
} from './prismic-fields';

/** Slices of text, links and forms from Prismic, with their edge cases, and the blocks they become. */
export const TEXT_SLICES: SliceCase[] = [
  [
    'attention_block: rich text, a button to a document, a width in the editor’s words',
    slice('attention_block', {
      title: 'Sale',
      richtext: rich('Up to 50%'),
      button_text: 'Shop',
      button_link: toPage,
      button_style: 'Call to action',
      column_width: 'Medium',
    }),
    {
      __typename: 'AttentionBlock',
      ...base('attention_block'),
      title: 'Sale',
      richtext: '<p>Up to 50%</p>',
      buttonText: 'Shop',
      buttonLink: pageLink,
      buttonStyle: 'CALL_TO_ACTION',
      backgroundColor: null,
      columnWidth: 'MEDIUM',
    },
  ],
  [
    'branding_block: missing image, empty rich text, an external link',
    slice('branding_block', { title: 'Brand', description: EMPTY_RICH, image: {}, link: toInstagram }),
    {
      __typename: 'BrandingBlock',
      ...base('branding_block'),
      title: 'Brand',
      description: '',
      image: null,
      link: instagramLink,
      buttonText: null,
      buttonStyle: 'DEFAULT',
      columnWidth: 'FULL_WIDTH',
    },
  ],
  [
    'button: an unknown style is Default, a link without a target none',
    slice('button', { button_text: 'Go', button_link: noLink, button_style: 'Fancy' }),
    { __typename: 'ButtonBlock', ...base('button'), buttonText: 'Go', buttonLink: null, buttonStyle: 'DEFAULT' },
  ],
  [
    'cookie_settings: rich descriptions, a missing one empty',
    slice('cookie_settings', {
      title: 'Cookies',
      accept_title: 'On',
      accept_description: rich('All'),
      deny_title: 'Off',
    }),
    {
      __typename: 'CookieSettingsBlock',
      ...base('cookie_settings'),
      title: 'Cookies',
      acceptTitle: 'On',
      acceptDescription: '<p>All</p>',
      denyTitle: 'Off',
      denyDescription: '',
    },
  ],
  [
    'customer_service_contact: icons (unknown ones null), a chat link, an e-mail link',
    slice('customer_service_contact', { title: 'Contact', description: rich('Ask') }, [
      {
        icon: 'Chat',
        title: 'Chat',
        text: rich('9-17'),
        link: { link_type: 'Web', url: '/klantenservice/#chat' },
        buttontext: 'Start',
      },
      { icon: 'email', title: 'Mail', text: 'plain text', link: { link_type: 'Web', url: 'mailto:hi@shop.example' } },
      { icon: 'fax', title: 'Fax' },
    ]),
    {
      __typename: 'CustomerServiceContactBlock',
      ...base('customer_service_contact'),
      title: 'Contact',
      description: '<p>Ask</p>',
      items: [
        {
          icon: 'chat',
          title: 'Chat',
          text: '<p>9-17</p>',
          link: { url: '/klantenservice/#chat', external: false, target: null, opensChat: true },
          buttonText: 'Start',
        },
        {
          icon: 'email',
          title: 'Mail',
          text: '<p>plain text</p>',
          link: { url: 'mailto:hi@shop.example', external: true, target: null, opensChat: false },
          buttonText: '',
        },
        { icon: null, title: 'Fax', text: '', link: null, buttonText: '' },
      ],
    },
  ],
  [
    'faq: categories in order of first question, answers as HTML and text, empty categories left out',
    slice('faq', { title: 'FAQ' }, [
      { category: 'Orders', question: 'When?', answer: rich('Soon <3') },
      { category: '', question: 'Who?', answer: EMPTY_RICH },
      { category: 'Orders', question: 'Where?', answer: rich('Here') },
    ]),
    {
      __typename: 'FaqBlock',
      ...base('faq'),
      title: 'FAQ',
      categories: ['Orders'],
      items: [
        { category: 'Orders', question: 'When?', answer: '<p>Soon &lt;3</p>', answerText: 'Soon <3' },
        { category: '', question: 'Who?', answer: '', answerText: '' },
        { category: 'Orders', question: 'Where?', answer: '<p>Here</p>', answerText: 'Here' },
      ],
    },
  ],
  [
    'flockler',
    slice('flockler', { title: 'Social', flocklerid: '123', uuid: 'abc' }),
    { __typename: 'FlocklerBlock', ...base('flockler'), title: 'Social', flocklerId: '123', uuid: 'abc' },
  ],
  [
    'image_title: a broken document link is none',
    slice('image_title', {
      title: 'Look',
      image: picture('look'),
      link: { ...toPage, isBroken: true },
      column_width: 'small',
    }),
    {
      __typename: 'ImageTitleBlock',
      ...base('image_title'),
      title: 'Look',
      image: image('look'),
      link: null,
      columnWidth: 'SMALL',
    },
  ],
  [
    'newsletter_subscription: a blank button text is none',
    slice('newsletter_subscription', { title: 'News', description: rich('Subscribe'), button_text: '  ' }),
    {
      __typename: 'NewsletterSubscriptionBlock',
      ...base('newsletter_subscription'),
      title: 'News',
      description: '<p>Subscribe</p>',
      buttonText: null,
    },
  ],
  [
    'richtext (halfWithButtons): item buttons with their Prismic names',
    slice(
      'richtext',
      { richtext: rich('Text') },
      [{ content: rich('Half'), left_button_tekst: 'Left', left_button_link: toPage, right_button_tekst: '' }],
      'halfWithButtons',
    ),
    {
      __typename: 'RichtextBlock',
      ...base('richtext', 'halfWithButtons'),
      richtext: '<p>Text</p>',
      columnWidth: 'FULL_WIDTH',
      items: [
        {
          content: '<p>Half</p>',
          leftButtonTekst: 'Left',
          leftButtonLink: pageLink,
          rightButtonTekst: null,
          rightButtonLink: null,
        },
      ],
    },
  ],
  [
    'squeezely',
    slice('squeezely', { title: 'For you', squeezely_id: 'sq-1' }),
    { __typename: 'SqueezelyBlock', ...base('squeezely'), title: 'For you', squeezelyId: 'sq-1' },
  ],
  [
    'usps (shoutOut): items without a label left out',
    slice(
      'usps',
      { title: 'Why' },
      [
        { label: 'Free returns', link: toOwnSite, icon: 'truck', icon_inline: '<svg/>', description: '14 days' },
        { label: '' },
      ],
      'shoutOut',
    ),
    {
      __typename: 'UspsBlock',
      ...base('usps', 'shoutOut'),
      title: 'Why',
      items: [
        { label: 'Free returns', link: ownSiteLink, icon: 'truck', iconInline: '<svg/>', description: '14 days' },
      ],
    },
  ],
];
