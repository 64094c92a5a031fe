/**
 * Form controls with their label, hint and error wired up for assistive technology
 * (`aria-invalid`, `aria-describedby`).
 */
import { type ComponentPropsWithRef, forwardRef, type ReactNode, useId } from "react";
import { cn } from "./cn";

const control =
  "block w-full rounded-lg border border-[#6b7472] bg-white px-3 py-2 text-base text-ink sm:text-sm placeholder:text-[#5f6866] focus-visible:border-sea focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-coral aria-[invalid=true]:border-[#b42318]";

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
}

function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function Frame({
  label,
  error,
  hint,
  hideLabel,
  className,
  ids,
  children,
  required,
}: FieldProps & {
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <div className={cn("grid content-start gap-1", className)}>
      <label
        htmlFor={ids.controlId}
        className={cn("text-sm font-semibold text-ink", hideLabel && "sr-only")}
      >
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm font-medium text-[#b42318]">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (ids: ReturnType<typeof useFieldIds>, hint: unknown, error: unknown) =>
  [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(" ") || undefined;

export type InputProps = ComponentPropsWithRef<"input"> & FieldProps;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, hideLabel, className, id, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, className, ids }} required={props.required}>
      <input
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={control}
        {...props}
      />
    </Frame>
  );
});

export type TextareaProps = ComponentPropsWithRef<"textarea"> & FieldProps;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, hideLabel, className, id, rows = 3, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, className, ids }} required={props.required}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={control}
        {...props}
      />
    </Frame>
  );
});

export type SelectProps = ComponentPropsWithRef<"select"> &
  FieldProps & { options: readonly (string | { value: string; label: string })[] };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, hideLabel, className, id, options, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Frame {...{ label, error, hint, hideLabel, className, ids }} required={props.required}>
      <select
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={control}
        {...props}
      >
        {options.map((option) => {
          const { value, label: text } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Frame>
  );
});

export function Checkbox({
  label,
  className,
  id,
  ...props
}: ComponentPropsWithRef<"input"> & { label: ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <input
        id={controlId}
        type="checkbox"
        className="size-4 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
        {...props}
      />
      <label htmlFor={controlId} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );
}
