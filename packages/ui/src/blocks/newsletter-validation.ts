/** The newsletter form's rules live in @shop/domain (spec §5), shared with the gateway; named here as the form uses them. */
export {
  NEWSLETTER_FORM_FIELDS as NEWSLETTER_FIELDS,
  type NewsletterFormError as NewsletterError,
  type NewsletterFormField as NewsletterField,
  validateNewsletterField,
  validateNewsletterForm as validateNewsletter,
} from '@shop/domain';
