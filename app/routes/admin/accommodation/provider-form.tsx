/**
 * The fields of a host family or residence, for adding one and for changing it: where it is,
 * what it offers and accepts, its rate, house rules, notes and documents checklist. Posts as a
 * plain form; errors from the server show under their fields and what was typed comes back.
 */
import { diets, type ProviderDetail, providerTypes } from "@shared/accommodation/types";
import { cities } from "@shared/bookings/types";
import type { ReactNode } from "react";
import { Checkbox, Input, Select, Textarea } from "../../../components/ui/field";
import { BLANK_DOCUMENT_ROWS, RATE_MESSAGE } from "./form-values";
import { eurosField, providerTypeLabels } from "./labels";

/** The form's text of a stored provider (what an unchanged form would post). */
export function providerValues(provider: ProviderDetail): Record<string, string> {
  const values: Record<string, string> = {
    type: provider.type,
    name: provider.name,
    campus: provider.campus,
    address: provider.address,
    email: provider.email ?? "",
    phone: provider.phone ?? "",
    travelMinutes: String(provider.travelMinutes),
    maxStudents: String(provider.maxStudents),
    pets: provider.pets ? "on" : "",
    smokers: provider.smokers ? "on" : "",
    separateBathroom: provider.separateBathroom ? "on" : "",
    dietsCatered: provider.dietsCatered.join(","),
    agesAcceptedMin: provider.agesAcceptedMin?.toString() ?? "",
    agesAcceptedMax: provider.agesAcceptedMax?.toString() ?? "",
    gendersAccepted: provider.gendersAccepted?.join(", ") ?? "",
    houseRules: provider.houseRules ?? "",
    notes: provider.notes ?? "",
    ratePerNight: eurosField(provider.ratePerNightCents),
    active: provider.active ? "on" : "",
  };
  provider.documents.forEach((document, index) => {
    values[`documents.${index}.name`] = document.name;
    values[`documents.${index}.receivedOn`] = document.receivedOn ?? "";
  });
  return values;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-mist pt-4 sm:grid-cols-2">
      <legend className="mb-2 pr-2 font-sans text-base font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export function ProviderFields({
  values,
  fields,
  editing,
}: {
  values: Record<string, string>;
  fields: Record<string, string>;
  /** Changing a stored provider: it can be made inactive; a new one starts in use. */
  editing: boolean;
}) {
  const text = (name: string) => ({ name, defaultValue: values[name] ?? "", error: fields[name] });
  const chosen = new Set((values.dietsCatered ?? "").split(",").filter(Boolean));
  const documentRows = Object.keys(values).filter((key) => /^documents\.\d+\.name$/.test(key));
  const rows = documentRows.length + BLANK_DOCUMENT_ROWS;
  return (
    <div className="grid gap-6">
      <Group title="The provider">
        <Select
          label="Kind"
          {...text("type")}
          options={[
            ...(values.type ? [] : [{ value: "", label: "Choose" }]),
            ...providerTypes.map((type) => ({ value: type, label: providerTypeLabels[type] })),
          ]}
        />
        <Input label="Name" maxLength={120} autoComplete="off" {...text("name")} />
        <Select
          label="Campus"
          {...text("campus")}
          options={[...(values.campus ? [] : [{ value: "", label: "Choose" }]), ...cities]}
        />
        <Input
          label="Travel to the campus (minutes)"
          inputMode="numeric"
          hint="Door to door by public transport; 45 or less counts as near."
          {...text("travelMinutes")}
        />
        <Textarea
          label="Address"
          rows={2}
          className="sm:col-span-2"
          maxLength={300}
          {...text("address")}
        />
        <Input label="E-mail" type="email" autoComplete="off" {...text("email")} />
        <Input label="Phone" type="tel" autoComplete="off" {...text("phone")} />
        {editing ? (
          <Checkbox
            label="In use (untick for a provider no longer used; it is kept for its history)"
            name="active"
            defaultChecked={Boolean(values.active)}
            className="sm:col-span-2"
          />
        ) : null}
      </Group>
      <Group title="Students it takes">
        <Input label="Maximum students at a time" inputMode="numeric" {...text("maxStudents")} />
        <Input
          label="Genders accepted"
          hint="As bookings record them, separated by commas (female, male). Empty: any."
          {...text("gendersAccepted")}
        />
        <Input
          label="Youngest age accepted"
          inputMode="numeric"
          hint="Empty: no limit."
          {...text("agesAcceptedMin")}
        />
        <Input
          label="Oldest age accepted"
          inputMode="numeric"
          hint="Empty: no limit."
          {...text("agesAcceptedMax")}
        />
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-ink">The home</p>
          <Checkbox label="Pets in the house" name="pets" defaultChecked={Boolean(values.pets)} />
          <Checkbox
            label="Smokers in the household"
            name="smokers"
            defaultChecked={Boolean(values.smokers)}
          />
          <Checkbox
            label="Separate bathroom for students"
            name="separateBathroom"
            defaultChecked={Boolean(values.separateBathroom)}
          />
        </div>
        <fieldset className="grid content-start gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Diets catered for</legend>
          <div className="grid grid-cols-2 gap-2">
            {diets.map((diet) => (
              <Checkbox
                key={diet}
                label={diet}
                name="dietsCatered"
                value={diet}
                defaultChecked={chosen.has(diet)}
              />
            ))}
          </div>
          {fields.dietsCatered ? (
            <p className="text-sm font-medium text-[#b42318]">{fields.dietsCatered}</p>
          ) : null}
        </fieldset>
      </Group>
      <Group title="Rate and house rules">
        <Input
          label="Rate per night (€)"
          inputMode="decimal"
          hint="What the family is paid per student night, unless a room has its own rate."
          name="ratePerNight"
          defaultValue={values.ratePerNight ?? ""}
          error={fields.ratePerNightCents ? RATE_MESSAGE : undefined}
        />
        <div aria-hidden="true" className="hidden sm:block" />
        <Textarea
          label="House rules"
          rows={4}
          maxLength={4000}
          hint="Students and their families are told these."
          {...text("houseRules")}
        />
        <Textarea label="Notes for staff" rows={4} maxLength={4000} {...text("notes")} />
      </Group>
      <fieldset className="grid gap-3 border-t border-mist pt-4">
        <legend className="mb-2 pr-2 font-sans text-base font-semibold text-ink">
          Documents checklist
        </legend>
        <p className="text-sm text-ink-muted">
          Each document the school keeps for this provider, with the day it was received (empty
          while missing). Clear a name to remove its line.
        </p>
        {fields.documents ? (
          <p className="text-sm font-medium text-[#b42318]">{fields.documents}</p>
        ) : null}
        {Array.from({ length: rows }, (_, index) => (
          // Lines are numbered by position: the form has no other identity for them.
          // biome-ignore lint/suspicious/noArrayIndexKey: positions are the fields' names
          <div key={index} className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            <Input
              label={`Document ${index + 1}`}
              maxLength={80}
              placeholder={index < documentRows.length ? undefined : "Like: Signed host agreement"}
              {...text(`documents.${index}.name`)}
            />
            <Input
              label={`Document ${index + 1} received on`}
              type="date"
              {...text(`documents.${index}.receivedOn`)}
            />
          </div>
        ))}
      </fieldset>
    </div>
  );
}
