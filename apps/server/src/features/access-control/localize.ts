import type { Role, Rule, RuleGroup } from '@cabinet/contract';
import { accessDefaults as ru } from '@cabinet/contract/locales/ru';
import { accessDefaults as en } from '@cabinet/contract/locales/en';
import { accessDefaults as kk } from '@cabinet/contract/locales/kk';
import type { Language } from '../../core/i18n/i18n.js';

/**
 * The seeded roles, rule groups and rules are stored with their Russian texts, which an
 * administrator may edit. One that nobody edited (its text is still the seeded one, or a rule's
 * description still empty, as seeds before these texts left it) is shown in the caller's
 * language; an edited one as it was written. Lists only: an edit form shows what is stored.
 */
type Texts = typeof ru;
const TEXTS: Record<Language, Texts> = { ru, en, kk };

interface Text {
  name: string;
  description: string;
}

/** A seeded rule's texts by its slug (`requests.ingest-all`: group `requests`, `ingest-all`). */
export function defaultRuleText(texts: Texts, slug: string): Text {
  const [group = '', action = ''] = slug.split(/\.(.*)/s);
  const text = (texts.rules as Record<string, Record<string, Text> | undefined>)[group]?.[action];
  if (!text) throw new Error(`No texts for the rule ${slug}`);
  return text;
}

const seededRule = (texts: Texts, slug: string): Text | undefined => {
  try {
    return defaultRuleText(texts, slug);
  } catch {
    return undefined;
  }
};

/** The shown text: the caller's language where the stored one is still the seeded one. */
function shown(stored: Text, seeded: Text | undefined, translated: Text | undefined): Text {
  if (!seeded || !translated) return stored;
  return {
    name: stored.name === seeded.name ? translated.name : stored.name,
    description:
      stored.description === seeded.description || stored.description === ''
        ? translated.description
        : stored.description,
  };
}

export function localizeRule<T extends Pick<Rule, 'slug' | 'name' | 'description'>>(
  rule: T,
  language: Language,
): T {
  return {
    ...rule,
    ...shown(rule, seededRule(ru, rule.slug), seededRule(TEXTS[language], rule.slug)),
  };
}

export function localizeRole(role: Role, language: Language): Role {
  const key = role.key as keyof Texts['roles'];
  return {
    ...role,
    ...shown(role, ru.roles[key], TEXTS[language].roles[key]),
    rules: role.rules.map((rule) => localizeRule(rule, language)),
  };
}

export function localizeRuleGroup(group: RuleGroup, language: Language): RuleGroup {
  // Groups were seeded with a name only.
  const seeded = (texts: Texts): Text | undefined => {
    const text = texts.groups[group.slug as keyof Texts['groups']];
    return text && { name: text.name, description: '' };
  };
  return {
    ...group,
    ...shown(group, seeded(ru), seeded(TEXTS[language])),
    rules: group.rules.map((rule) => localizeRule(rule, language)),
  };
}
