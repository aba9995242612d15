import type { Locator, Page } from '@playwright/test';
import { storeUrl } from '../fixtures';
import { AddressFields, type PostalAddress } from './address-fields';
import { waitUntilHydrated } from './hydration';

/** The words of the login form in the two stores the journeys use. */
const LOGIN_WORDS = {
  en: { email: 'Email address', password: 'Password', logIn: 'Log in' },
  'nl-nl': { email: 'E-mailadres', password: 'Wachtwoord', logIn: 'Inloggen' },
} as const;

/** The login page (`/account/`): the account area's door. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly refused: Locator;

  constructor(
    readonly page: Page,
    readonly store: keyof typeof LOGIN_WORDS = 'en',
  ) {
    const words = LOGIN_WORDS[store];
    this.email = page.getByLabel(words.email);
    this.password = page.getByLabel(words.password, { exact: true });
    this.submit = page.getByRole('button', { name: words.logIn, exact: true });
    this.refused = page.getByText('The e-mail address or password is incorrect.');
  }

  async open(visit: (url: string) => Promise<unknown>) {
    await visit(storeUrl(this.store, '/account/'));
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Only the password again (the form keeps the address after a refusal). */
  async retryWith(password: string) {
    await this.password.fill(password);
    await this.submit.click();
  }
}

export interface Registration {
  /** The salutation's option, by position (1: the first salutation). */
  salutation: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  address: PostalAddress;
}

/** The registration page (`/account/create/`), and the tablet's (`/account/create/instore/`). */
export class RegistrationPage {
  readonly salutation: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly fields: AddressFields;
  readonly submit: Locator;
  /** The answer to every registration, whether the address had an account or not. */
  readonly checkYourMail: Locator;

  constructor(readonly page: Page) {
    this.salutation = page.getByLabel('Salutation');
    this.email = page.getByLabel('Email address');
    this.password = page.getByLabel('Password');
    this.fields = new AddressFields(page);
    this.submit = page.getByRole('button', { name: 'Create account' });
    this.checkYourMail = page.getByRole('status').filter({ hasText: 'Check your e-mail to finish.' });
  }

  /** Salutation, name, e-mail address and password. */
  async fillPerson(person: Omit<Registration, 'address'>) {
    await this.salutation.selectOption({ index: person.salutation });
    await this.fields.fillName(person.firstName, person.lastName);
    await this.email.fill(person.email);
    await this.password.fill(person.password);
  }

  /** The web form: the person, then the address. */
  async fill(registration: Registration) {
    await this.fillPerson(registration);
    await this.fields.fillAddress(registration.address);
  }

  /** The tablet's form asks the postcode and house number first (then the street and city). */
  async fillAddressPostcodeFirst(address: PostalAddress & { addition?: string }) {
    await this.fields.postcode.fill(address.postcode);
    await this.fields.houseNumber.fill(address.houseNumber);
    if (address.addition !== undefined) await this.page.getByLabel('Addition (optional)').fill(address.addition);
    await this.fields.street.fill(address.street);
    await this.fields.city.fill(address.city);
  }
}

/** The page of the registration mail's link (`/account/confirm/{token}`): the account is made by pressing its button. */
export class ConfirmationPage {
  readonly confirmButton: Locator;

  constructor(readonly page: Page) {
    this.confirmButton = page.getByRole('button', { name: 'Create my account' });
  }

  /** Presses the button once the page has hydrated (a second press would find the link used). */
  async confirm() {
    await waitUntilHydrated(this.page, this.confirmButton);
    await this.confirmButton.click();
  }
}

/** The password recovery page (`/account/recover/password/`): a link by mail. */
export class PasswordRecoveryPage {
  readonly email: Locator;
  readonly send: Locator;
  /** The same answer for every address. */
  readonly sent: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email address');
    this.send = page.getByRole('button', { name: 'Send me a link' });
    this.sent = page.getByRole('status').filter({ hasText: 'If there is an account for this email address' });
  }

  async ask(email: string) {
    await this.email.fill(email);
    await this.send.click();
  }
}

/** The account's address book (`/customer/address/`). */
export class AddressBookPage {
  readonly fields: AddressFields;
  readonly add: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.fields = new AddressFields(page);
    this.add = page.getByRole('button', { name: 'Add an address' });
    this.save = page.getByRole('button', { name: 'Save address' });
  }

  /** Opens the form of a new address and fills it in (not saved yet). */
  async fillNewAddress(firstName: string, lastName: string, address: PostalAddress) {
    await this.add.click();
    await this.fields.fillName(firstName, lastName);
    await this.fields.fillAddress(address);
  }
}
