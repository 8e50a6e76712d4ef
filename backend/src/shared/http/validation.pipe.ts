import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => [...Object.values(e.constraints ?? {}), ...flatten(e.children ?? [])]);
}

/** class-validator at the edge: unknown fields rejected, the first message is the one users see. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const messages = flatten(errors);
      return new BadRequestException({ message: messages.length > 1 ? messages : messages[0] ?? 'Invalid request', code: 'validation_failed' });
    },
  });
}
