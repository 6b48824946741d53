// The applicant's e-mails about a seller application: approved (with the shop), declined (with the reason).
import type { Mail } from '../mail/mailer';

interface ApplicantFacts {
  to: string;
  name: string;
  shopName: string;
}

export function applicationApprovedMail(o: ApplicantFacts & { shopSlug: string }): Mail {
  return {
    to: o.to,
    subject: `Your shop ${o.shopName} is approved`,
    body:
      `Hello ${o.name},\n\nWelcome to the marketplace: your application to sell as ${o.shopName} is approved, ` +
      `and your shop's address is /seller-gallery/shop/${o.shopSlug}.\n\n` +
      `Sign in again to open the Seller centre, where you can list your first pieces.\n`,
  };
}

export function applicationDeclinedMail(o: ApplicantFacts & { reason: string }): Mail {
  return {
    to: o.to,
    subject: `Your application to sell as ${o.shopName}`,
    body:
      `Hello ${o.name},\n\nThank you for applying to sell as ${o.shopName}. We cannot approve the application ` +
      `as it stands, for this reason:\n\n${o.reason}\n\nYou are welcome to apply again once this is addressed.\n`,
  };
}
