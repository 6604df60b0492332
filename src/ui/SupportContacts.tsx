import { HOTLINES, SUPPORT_EMAIL, telHref } from "../domain/support-contact.ts";

const link = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/** The support hotlines and e-mail as links, under the page's words for each (`labels`). */
export function SupportContacts({
  labels,
  className = "",
}: {
  labels: { hotline: string; email: string };
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-1 gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 ${className}`}>
      <dt className="font-semibold">{labels.hotline}</dt>
      <dd>
        {HOTLINES.map((number, index) => (
          <span key={number}>
            {index > 0 && ", "}
            <a className={link} href={telHref(number)}>
              {number}
            </a>
          </span>
        ))}
      </dd>
      <dt className="font-semibold">{labels.email}</dt>
      <dd className="wrap-anywhere">
        <a className={link} href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
      </dd>
    </dl>
  );
}
