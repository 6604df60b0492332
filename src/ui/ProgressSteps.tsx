import { localDigits } from "../domain/myanmar-digits.ts";
import { stepActive } from "../domain/progress.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Translate } from "../i18n/translate.ts";

interface ProgressStepsProps {
  /** 1 on the ticket step, 2 on payment, 3 on the confirmed page. */
  process: 1 | 2 | 3;
  /** The page's translator: the step names and the list's name are the `progress.*` texts. */
  t: Translate;
  /** The page's language: the step numbers in its digits. */
  locale: Locale;
}

/**
 * The Booking / Payment / Complete indicator, activated by the spec's rules (src/domain/progress.ts).
 * Tighter below 360 px so the three steps fit a 320 px screen. With the text enlarged (a phone
 * set to 200 % text) the names do not fit beside each other: under 16rem of the list only the
 * numbered circles show, the names staying for screen readers (the page's heading names the step).
 */
export function ProgressSteps({ process, t, locale }: ProgressStepsProps) {
  const steps = [t("progress.booking"), t("progress.payment"), t("progress.complete")];
  return (
    <nav aria-label={t("progress.label")} className="@container mx-auto w-full max-w-xl">
      <ol className="flex items-center">
        {steps.map((label, index) => {
          const step = (index + 1) as 1 | 2 | 3;
          const active = stepActive(step, process);
          return (
            <li key={label} className="flex flex-1 items-center last:flex-none">
              <span
                className="flex items-center gap-1.5 sm:gap-2"
                aria-current={step === process ? "step" : undefined}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold max-[22.5rem]:size-7 max-[15rem]:size-[2em] ${active ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-600"}`}
                >
                  {localDigits(step, locale)}
                </span>
                <span
                  className={`text-sm max-[22.5rem]:text-xs @max-[16rem]:sr-only ${active ? "font-semibold text-ink" : "text-slate-600"}`}
                >
                  {label}
                  {step === process && <span className="sr-only"> {t("progress.current")}</span>}
                </span>
              </span>
              {step < 3 && (
                <span
                  aria-hidden="true"
                  className={`mx-1.5 h-0.5 flex-1 sm:mx-3 ${stepActive((step + 1) as 2 | 3, process) ? "bg-brand-600" : "bg-slate-200"}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
