import type { Locator, Page } from '@playwright/test';

/** The words of the address fields in the two stores the journeys use. */
const WORDS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street',
    houseNumber: 'House number',
    postcode: 'Postcode',
    city: 'City',
  },
  'nl-nl': {
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postcode: 'Postcode',
    city: 'Plaats',
  },
} as const;

export interface PostalAddress {
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
}

/** The name and address fields every address form has (registration, address book, checkout shipment). */
export class AddressFields {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly street: Locator;
  readonly houseNumber: Locator;
  readonly postcode: Locator;
  readonly city: Locator;

  constructor(scope: Page | Locator, store: keyof typeof WORDS = 'en') {
    const words = WORDS[store];
    this.firstName = scope.getByLabel(words.firstName);
    this.lastName = scope.getByLabel(words.lastName);
    this.street = scope.getByLabel(words.street);
    this.houseNumber = scope.getByLabel(words.houseNumber, { exact: true });
    this.postcode = scope.getByLabel(words.postcode);
    this.city = scope.getByLabel(words.city);
  }

  async fillName(firstName: string, lastName: string) {
    await this.firstName.fill(firstName);
    await this.lastName.fill(lastName);
  }

  /** Street, house number, postcode, city: the order of the web forms. */
  async fillAddress(address: PostalAddress) {
    await this.street.fill(address.street);
    await this.houseNumber.fill(address.houseNumber);
    await this.postcode.fill(address.postcode);
    await this.city.fill(address.city);
  }
}
