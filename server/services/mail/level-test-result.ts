/**
 * The e-mail a person asks for on the level test's result page, in the language of the page
 * they took it on, with the same copy as the page (shared/i18n/locales/<lang>/level-test.json).
 */

import { brand } from "@shared/config/brand";
import { createI18n } from "@shared/i18n/i18n";
import { isLanguage } from "@shared/i18n/languages";
import { messagesFor } from "@shared/i18n/messages.server";
import type { CefrLevel, LevelTestSkill, LevelTestSkillResult } from "@shared/level-test/types";
import { levelTestSkills } from "@shared/level-test/types";
import type { QueuedMessage } from "./outbox";
import { htmlOf } from "./templates";

export function levelTestResultMessage(options: {
  to: string;
  name: string;
  lang: string;
  level: CefrLevel;
  skills: Partial<Record<LevelTestSkill, LevelTestSkillResult>>;
  quoteUrl: string;
}): QueuedMessage {
  const lang = isLanguage(options.lang) ? options.lang : "en";
  const { bundles } = messagesFor(lang, ["level-test"]);
  const i18n = createI18n(lang, bundles);
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`level-test:${key}`, values);
  const levelName = t(`levels.${options.level}.name`);
  const canDo = i18n.t(`level-test:levels.${options.level}.canDo`, {
    returnObjects: true,
  }) as unknown as string[];
  const skills = levelTestSkills.flatMap((skill) => {
    const result = options.skills[skill];
    return result
      ? [
          `${t(`result.skills.${skill}`)}: ${result.level} (${t("result.skillLine", {
            correct: result.correct,
            answered: result.answered,
          })})`,
        ]
      : [];
  });
  const paragraphs = [
    t("email.greeting", { name: options.name }),
    t("email.body"),
    t("email.levelLine", { level: options.level, name: levelName }),
    `${t("email.canDoIntro")}\n${canDo.map((line) => `• ${line}`).join("\n")}`,
    `${t("email.skillsIntro")}\n${skills.join("\n")}`,
    `${t("email.cta")}\n${options.quoteUrl}`,
    t("email.signoff"),
  ];
  return {
    kind: "level-test-result",
    to: options.to,
    replyTo: brand.admissionsEmail,
    subject: t("email.subject", { level: options.level }),
    text: `${paragraphs.join("\n\n")}\n${brand.name}\n${brand.phone} · ${brand.email}\n`,
    html: htmlOf(paragraphs),
  };
}
