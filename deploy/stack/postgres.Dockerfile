# Stand-in for the postgres image docker-compose.yml names: Debian's PostgreSQL, initialised
# and started as the official image does (POSTGRES_DB, POSTGRES_USER, POSTGRES_PASSWORD; data
# in /var/lib/postgresql/data; pg_isready on the PATH).
FROM school-stand-in/debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/
RUN ln -s postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
# PostgreSQL's fast shutdown, as the official image asks for.
STOPSIGNAL SIGINT
ENTRYPOINT ["postgres-entrypoint.sh"]
