/** The "agency" filter of the staff lists: all, direct (no agency), or one agency (issue 17). */
import { Select } from "../../ui/field";

export function AgencySelect({
  agencies,
  value,
  onChange,
  className = "w-56",
}: {
  agencies: readonly { id: number; name: string }[];
  /** "", "none", or an agency's id. */
  value: string;
  onChange?: () => void;
  className?: string;
}) {
  return (
    <Select
      label="Agency"
      hideLabel
      name="agency"
      defaultValue={value}
      onChange={onChange}
      className={className}
      options={[
        { value: "", label: "All agencies and direct" },
        { value: "none", label: "Direct (no agency)" },
        ...agencies.map((agency) => ({ value: String(agency.id), label: agency.name })),
      ]}
    />
  );
}
