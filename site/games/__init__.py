"""One page per playable game; each reads only the engine's views and legal actions."""
