/** The engine's typed errors are the catalog's own (domain/song-engine.errors.ts); the engine throws them. */
export * from '../../domain/song-engine.errors';
