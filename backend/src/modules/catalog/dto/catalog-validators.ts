import { ValidateBy, ValidationArguments } from 'class-validator';
import { fieldLabel } from '@bestellwerk/domain';

/** A value of `field` must not be smaller than the sibling `other` (maximum ≥ minimum). */
export function IsNotBelow(other: string): PropertyDecorator {
  return ValidateBy({
    name: 'isNotBelow',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => {
        const bound = (args?.object as Record<string, unknown>)[other];
        return typeof value !== 'number' || typeof bound !== 'number' || value >= bound;
      },
      defaultMessage: (args?: ValidationArguments) =>
        `„${fieldLabel(args?.property ?? '')}“ darf nicht kleiner als „${fieldLabel(other)}“ sein.`,
    },
  });
}

/** The entries' names (trimmed, ignoring case) occur once each. */
export function HasUniqueNames(what: string): PropertyDecorator {
  const duplicate = (value: unknown) => {
    if (!Array.isArray(value)) return undefined;
    const seen = new Set<string>();
    for (const entry of value) {
      const name = (entry as { name?: unknown })?.name;
      if (typeof name !== 'string') continue;
      const key = name.trim().toLowerCase();
      if (seen.has(key)) return name;
      seen.add(key);
    }
    return undefined;
  };
  return ValidateBy({
    name: 'hasUniqueNames',
    validator: {
      validate: (value: unknown) => duplicate(value) === undefined,
      defaultMessage: (args?: ValidationArguments) =>
        `${what} „${duplicate(args?.value)}“ ist mehrfach angegeben; Namen müssen eindeutig sein.`,
    },
  });
}

/** Each referenced id occurs once: the same image or tag twice in one list is a mistake. */
export function HasUniqueRefs(): PropertyDecorator {
  const duplicate = (value: unknown) => {
    if (!Array.isArray(value)) return undefined;
    const ids = value.map((entry) => (entry as { id?: unknown })?.id);
    return ids.find((id, index) => id !== undefined && ids.indexOf(id) !== index);
  };
  return ValidateBy({
    name: 'hasUniqueRefs',
    validator: {
      validate: (value: unknown) => duplicate(value) === undefined,
      defaultMessage: (args?: ValidationArguments) =>
        `„${fieldLabel(args?.property ?? '')}“ enthält die ID ${String(duplicate(args?.value))} mehrfach.`,
    },
  });
}
