#!/usr/bin/env bash
# Starts or stops a ClickHouse server (Debian's clickhouse-server, 18.16) as an ordinary process for the
# flow-insights store tests (docs/decisions/057): a small config in a temp dir, HTTP on CLICKHOUSE_HTTP_PORT
# (default 18123), native on CLICKHOUSE_TCP_PORT (default 19000), loopback only, user `default` without a
# password, the data under the temp dir. Not a system service.
#   tests/tools/clickhouse-server.sh start|stop|status   (CLICKHOUSE_DIR: the temp dir, default /tmp/statefront-clickhouse)
set -euo pipefail
dir="${CLICKHOUSE_DIR:-/tmp/statefront-clickhouse}"
http="${CLICKHOUSE_HTTP_PORT:-18123}"
tcp="${CLICKHOUSE_TCP_PORT:-19000}"
url="http://127.0.0.1:${http}/"

case "${1:-}" in
start)
  if curl -fsS "${url}ping" >/dev/null 2>&1; then echo "ClickHouse already answers on ${url}"; exit 0; fi
  command -v clickhouse-server >/dev/null || { echo 'clickhouse-server is not installed (apt-get install -y clickhouse-server)' >&2; exit 1; }
  mkdir -p "$dir/data" "$dir/tmp" "$dir/log"
  cat >"$dir/config.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>$dir/log/server.log</log><errorlog>$dir/log/error.log</errorlog><size>10M</size><count>1</count></logger>
  <http_port>$http</http_port>
  <tcp_port>$tcp</tcp_port>
  <listen_host>127.0.0.1</listen_host>
  <path>$dir/data/</path>
  <tmp_path>$dir/tmp/</tmp_path>
  <users_config>$dir/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>50</max_concurrent_queries>
</yandex>
XML
  cat >"$dir/users.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>2000000000</max_memory_usage><max_threads>2</max_threads></default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks><profile>default</profile><quota>default</quota></default></users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
XML
  nohup clickhouse-server --config-file="$dir/config.xml" >"$dir/log/stdout.log" 2>&1 &
  echo $! >"$dir/pid"
  for _ in $(seq 1 60); do
    if curl -fsS "${url}ping" >/dev/null 2>&1; then echo "ClickHouse on ${url} (pid $(cat "$dir/pid"))"; exit 0; fi
    sleep 0.5
  done
  echo "ClickHouse did not start; see $dir/log" >&2
  exit 1
  ;;
stop)
  if [[ -f "$dir/pid" ]]; then
    kill "$(cat "$dir/pid")" 2>/dev/null || true
    rm -f "$dir/pid"
    echo 'ClickHouse stopped'
  fi
  ;;
status)
  curl -fsS "${url}ping" && echo "on ${url}"
  ;;
*)
  echo "usage: $0 start|stop|status" >&2
  exit 2
  ;;
esac
