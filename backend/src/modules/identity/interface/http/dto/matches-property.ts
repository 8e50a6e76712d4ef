import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The value must equal another property of the same object (password confirmation). */
export function MatchesProperty(property: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesProperty',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => value === (args.object as Record<string, unknown>)[property],
      },
    });
}
