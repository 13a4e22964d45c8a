//! Results online (HUB.md): the hub server on PostgreSQL, its migrations and admin commands,
//! the HTTP API and pages, player identity and the federation ranking.
