// The contact form's fields, apart from their rules (contact-info.ts), for views that only draw them.

/** The booker's contact details (spec section 3), entered on the ticket page. */
export interface ContactInfo {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  country: string;
}

export const CONTACT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "address",
  "city",
  "country",
] as const satisfies ReadonlyArray<keyof ContactInfo>;
