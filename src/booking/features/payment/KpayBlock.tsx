import { useT } from "../../use-t.ts";

/** A decorative stand-in for the merchant QR code (the sandbox has no real KBZPay merchant). */
function QrPicture({ label }: { label: string }) {
  const cells = [0b1110111, 0b1010101, 0b1110111, 0b0001000, 0b1101011, 0b0110110, 0b1011101];
  const d = cells
    .flatMap((row, y) =>
      Array.from({ length: 7 }, (_, x) => (row & (1 << (6 - x)) ? `M${x} ${y}h1v1h-1z` : "")),
    )
    .join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 7 7"
      className="size-40 rounded-md border border-slate-300 bg-white p-2"
      shapeRendering="crispEdges"
    >
      <path d={d} fill="#16213a" />
    </svg>
  );
}

/** The KBZPay block: wallet number, name, QR and scan instructions. */
export function KpayBlock({ amount }: { amount: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <QrPicture label={t("payment.kpayQr")} />
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-slate-600">{t("payment.kpayNumber")}</dt>
          <dd className="font-medium">09 777 123 456</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("payment.kpayName")}</dt>
          <dd className="font-medium">Myanmar Flights</dd>
        </div>
        <dd>{t("payment.kpaySteps", { amount })}</dd>
        <dd className="text-xs text-slate-600">{t("payment.sandbox")}</dd>
      </dl>
    </div>
  );
}
