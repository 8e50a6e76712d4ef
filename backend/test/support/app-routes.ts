import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';

/** Every route the Nest app serves, as "METHOD /openapi/{style}" strings. */
export function appRoutes(app: INestApplicationContext): string[] {
  const routes: string[] = [];
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller) continue;
    const base = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat()[0] as string;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = controller.prototype[name as keyof object] as unknown;
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      for (const sub of [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[]) {
        const path = `/${[base, sub].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');
        routes.push(`${RequestMethod[method]} ${path}`);
      }
    }
  }
  return routes.sort();
}
