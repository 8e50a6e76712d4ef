import { Module } from '@nestjs/common';
import { AuthController } from './interface/http/auth.controller';

@Module({ controllers: [AuthController] })
export class IdentityModule {}
