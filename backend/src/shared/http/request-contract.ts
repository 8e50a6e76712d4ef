import { AsyncLocalStorage } from 'node:async_hooks';
import { BadRequestException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { NextFunction, Request, Response } from 'express';
import { readOpenApiDocument } from './openapi-document';

/** Deeper JSON than this is no request of ours (and would overflow recursive code further in). */
export const MAX_JSON_DEPTH = 32;

interface OpenApiOperation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  hasJsonBody: boolean;
}

/** What the contract says about the body of the request being handled (read by the pipe below). */
interface RequestVerdict {
  problem: string | null;
}
const verdicts = new AsyncLocalStorage<RequestVerdict>();

/**
 * Where anything outside our code would misread input (PostgreSQL refuses NUL bytes; lone UTF-16
 * surrogates are not text; deep nesting overflows recursive code): the first problem, or null.
 */
export function hostileInputProblem(value: unknown, what = 'Request body'): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return `${what}: ${problem}`;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return `${what} is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
    if (Array.isArray(item)) {
      for (const child of item) stack.push({ value: child, depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(item as Record<string, unknown>)) {
      const problem = textProblem(key);
      if (problem) return `${what}: ${problem}`;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'text must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'text must be valid Unicode (a lone surrogate was sent)';
  return null;
}

/** Ajv's first error as a sentence a client developer can act on: "names must NOT have more than 20 items". */
function describe(errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return 'The request body does not match the API contract';
  const field = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') return `${[field, (error.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.')} is required`;
  if (error.keyword === 'additionalProperties') return `${[field, (error.params as { additionalProperty: string }).additionalProperty].filter(Boolean).join('.')} is not a known field`;
  return `${field || 'The request body'} ${error.message ?? 'is not valid'}`;
}

/**
 * Request bodies checked against openapi.yaml, the contract the answers are checked against too,
 * so the limits live in one place. The check runs at the edge (Express middleware, before any
 * controller code); its verdict is given by a global pipe after the DTO ValidationPipe, so a DTO's
 * product message ("Too Many Names: …") still wins where both object, and anything only the
 * contract forbids is a 400 all the same.
 */
export class RequestContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false });
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // The server trims emails and checks them itself, with the product's message: the contract
    // only refuses what is no email at all (surrounding spaces and letter case are the server's to fix).
    this.ajv.addFormat('email', (value: string) => /^[^\s@]+@[^\s@]+$/.test(value.trim()));
    this.ajv.addSchema(document as object, 'openapi');
    for (const [template, operations] of Object.entries(document.paths)) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
      for (const [method, operation] of Object.entries(operations)) {
        const json = operation.requestBody?.content?.['application/json'];
        this.routes.push({ method: method.toUpperCase(), template, pattern, hasJsonBody: Boolean(json?.schema) });
      }
    }
  }

  static fromFile(path: string): RequestContract {
    return new RequestContract(readOpenApiDocument<OpenApiDocument>(path));
  }

  /** The contract's verdict on this body for this call, or null when it fits (or the route is not in the contract). */
  bodyProblem(method: string, path: string, body: unknown, hasBody: boolean): string | null {
    const route = this.routes.find((r) => r.method === method && r.pattern.test(path));
    if (!route?.hasJsonBody) return null;
    // No body reads as an empty object: the schema's required fields decide.
    const validate = this.validator(route);
    return validate(hasBody ? body : {}) ? null : describe(validate.errors);
  }

  private validator(route: Route): ValidateFunction {
    const key = `${route.method} ${route.template}`;
    let validate = this.validators.get(key);
    if (!validate) {
      const pointer = ['paths', route.template, route.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema']
        .map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('/');
      validate = this.ajv.compile({ $ref: `openapi#/${pointer}` });
      this.validators.set(key, validate);
    }
    return validate;
  }

  /**
   * Express middleware, after the JSON parser: hostile text and nesting (in the body, the query and
   * the path) answer 400 at once; the contract's verdict on the body waits for the pipe.
   */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      let path: string;
      try {
        path = decodeURIComponent(req.path);
      } catch {
        return badRequest(res, 'The URL is not valid (bad percent-encoding)');
      }
      const problem = hostileInputProblem(path, 'URL') ?? hostileInputProblem(req.query, 'Query') ?? hostileInputProblem(req.body, 'Request body');
      if (problem) return badRequest(res, problem);
      const hasBody = req.body !== undefined && (Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined);
      const verdict: RequestVerdict = { problem: this.bodyProblem(req.method, req.path, req.body, hasBody) };
      verdicts.run(verdict, next);
    };
  }
}

function badRequest(res: Response, message: string): void {
  res.status(400).json({ statusCode: 400, message, error: 'Bad Request', code: 'invalid_input' });
}

/** Gives the contract's verdict on the body, after the DTO pipe (see RequestContract). */
export class RequestContractPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body') return value;
    const problem = verdicts.getStore()?.problem;
    if (problem) throw new BadRequestException({ message: problem, code: 'contract_violation' });
    return value;
  }
}
