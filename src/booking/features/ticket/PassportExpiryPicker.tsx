import DatePicker from "react-datepicker";

interface Props {
  id: string;
  /** YYYY-MM-DD or empty. */
  value: string;
  onChange: (iso: string) => void;
  /** The traveller's today (YYYY-MM-DD): no earlier date can be picked. */
  today: string;
  invalid: boolean;
  describedBy?: string;
}

const toDate = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * The passport expiry picker (spec: no past dates, shown like 'MMMM d, yyyy'); its own chunk,
 * loaded when a passenger form opens.
 */
export default function PassportExpiryPicker({ id, value, onChange, today, invalid, describedBy }: Props) {
  return (
    <DatePicker
      id={id}
      selected={value ? toDate(value) : null}
      onChange={(date: Date | null) => onChange(date ? toIso(date) : "")}
      dateFormat="MMMM d, yyyy"
      minDate={toDate(today)}
      showYearDropdown
      scrollableYearDropdown
      yearDropdownItemNumber={12}
      autoComplete="off"
      ariaInvalid={invalid ? "true" : undefined}
      ariaDescribedBy={describedBy}
      wrapperClassName="block w-full"
      className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600"
    />
  );
}
