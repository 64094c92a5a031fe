import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Accessibility, Minus, Plus, X } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import {
  type AccessibilitySettings,
  clampFontSize,
  FONT_SIZE,
  readAccessibility,
  resetAccessibility,
  saveAccessibility,
} from "~/lib/preferences";
import { usePopover } from "./use-popover";

const toggles = [
  ["highContrast", "a11y.highContrast"],
  ["reduceMotion", "a11y.reduceMotion"],
  ["screenReaderMode", "a11y.screenReader"],
] as const;

const panelId = "accessibility-panel";
const SERVER_DEFAULTS: AccessibilitySettings = {
  fontSize: FONT_SIZE.default,
  highContrast: false,
  reduceMotion: false,
  screenReaderMode: false,
};

/**
 * Floating button and panel; changes apply at once and are saved (spec §2, §4). The panel is a
 * popover, so it opens (and closes with Escape) even before the page's script has loaded.
 */
export function AccessibilityPanel() {
  const { t } = useTranslation();
  // The server's defaults first (the panel is in the server-rendered page), the stored or
  // system settings once in the browser: reading them during hydration would not match.
  const [settings, setSettings] = useState<AccessibilitySettings>(SERVER_DEFAULTS);
  const button = useRef<HTMLButtonElement>(null);
  const panel = usePopover<HTMLDivElement>();
  const { open, close } = panel;

  useEffect(() => setSettings(readAccessibility()), []);
  useEffect(() => {
    if (open) panel.ref.current?.querySelector<HTMLElement>("button")?.focus();
  }, [open, panel.ref]);

  const update = (change: Partial<AccessibilitySettings>) => {
    const next = { ...settings, ...change };
    setSettings(next);
    saveAccessibility(next);
  };

  return (
    <div className="pointer-events-auto ml-1 self-start">
      <div
        ref={panel.ref}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${panelId}-title`}
        style={{ positionAnchor: "--accessibility-button" } as CSSProperties}
        className="accessibility-panel max-h-[calc(100dvh-6rem)] w-[min(20rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl border border-dune bg-white p-5 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <h2 id={`${panelId}-title`} className="text-xl text-sea-deep">
            {t("a11y.title")}
          </h2>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            onClick={() => {
              close();
              button.current?.focus();
            }}
            className="flex size-11 items-center justify-center rounded-full hover:bg-sand"
          >
            <X aria-hidden="true" />
            <span className="sr-only">{t("a11y.close")}</span>
          </button>
        </div>
        <fieldset className="mt-3">
          <legend className="font-semibold">{t("a11y.fontSize")}</legend>
          <div className="mt-2 flex items-center justify-between gap-2">
            <button
              type="button"
              disabled={settings.fontSize <= FONT_SIZE.min}
              onClick={() =>
                update({ fontSize: clampFontSize(settings.fontSize - FONT_SIZE.step) })
              }
              className="flex size-11 items-center justify-center rounded-full border-2 border-sea text-sea disabled:border-dune disabled:text-ink-muted"
            >
              <Minus aria-hidden="true" />
              <span className="sr-only">{t("a11y.decrease")}</span>
            </button>
            <output aria-live="polite" className="text-lg font-bold">
              {settings.fontSize}%
            </output>
            <button
              type="button"
              disabled={settings.fontSize >= FONT_SIZE.max}
              onClick={() =>
                update({ fontSize: clampFontSize(settings.fontSize + FONT_SIZE.step) })
              }
              className="flex size-11 items-center justify-center rounded-full border-2 border-sea text-sea disabled:border-dune disabled:text-ink-muted"
            >
              <Plus aria-hidden="true" />
              <span className="sr-only">{t("a11y.increase")}</span>
            </button>
          </div>
        </fieldset>
        <ul className="mt-4 space-y-2">
          {toggles.map(([key, label]) => (
            <li key={key} className="flex items-center justify-between gap-3">
              <span id={`${panelId}-${key}`}>{t(label)}</span>
              <button
                type="button"
                role="switch"
                aria-checked={settings[key]}
                aria-labelledby={`${panelId}-${key}`}
                onClick={() => update({ [key]: !settings[key] })}
                className="min-h-11 min-w-16 rounded-full border-2 border-sea px-3 font-semibold text-sea aria-checked:bg-sea aria-checked:text-white"
              >
                {settings[key] ? t("a11y.on") : t("a11y.off")}
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink-muted">{t("a11y.screenReaderHint")}</p>
        <button
          type="button"
          onClick={() => setSettings(resetAccessibility())}
          className="btn-secondary mt-4 flex min-h-11 w-full"
        >
          {t("a11y.reset")}
        </button>
      </div>
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
        aria-expanded={panel.expanded}
        aria-controls={panelId}
        onClick={panel.toggleWithoutApi}
        style={{ anchorName: "--accessibility-button" } as CSSProperties}
        className="flex size-14 items-center justify-center rounded-full bg-sea text-white shadow-xl hover:bg-sea-deep"
      >
        <Accessibility aria-hidden="true" className="size-7" />
        <span className="sr-only">{t("a11y.open")}</span>
      </button>
    </div>
  );
}
