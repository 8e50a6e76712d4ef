/** The engine's data shapes are the catalog's own (domain/song-engine.types.ts); the engine speaks them. */
export * from '../../domain/song-engine.types';
