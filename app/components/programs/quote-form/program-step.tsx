import { Select } from "~/components/ui/field";
import { useTranslation } from "~/i18n/react";
import type { QuoteProgram, StepProps } from "./helpers";

/** The program, chosen first: the estimate and the summary beside the form follow it. */
export function ProgramStep({
  programs,
  programId,
  onProgramChange,
  fieldError,
}: Pick<StepProps, "fieldError"> & {
  programs: QuoteProgram[];
  programId: string;
  onProgramChange: (programId: string) => void;
}) {
  const { t } = useTranslation("quote");
  return (
    <Select
      label={t("form.program")}
      name="programId"
      required
      className="sm:col-span-2"
      value={programId}
      onChange={(event) => onProgramChange(event.target.value)}
      error={fieldError("programId")}
      options={[
        { value: "", label: t("form.chooseProgram") },
        ...programs.map((program) => ({ value: program.id, label: program.title })),
      ]}
    />
  );
}
