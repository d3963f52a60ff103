/// An nginx configuration that serves a static export at the API's paths.
///
/// Run it with `nginx -p EXPORT_FOLDER -c nginx.conf` (add `-g 'daemon off;'` to keep it in the
/// foreground; stop it with `-s stop`). It logs errors to stderr and keeps its temporary files in
/// the export folder.
enum NginxConfiguration {
    static func text(port: Int) -> String {
        """
        # Serves this folder at the Tomo API's paths: nginx -p THIS_FOLDER -c nginx.conf [-g 'daemon off;']
        worker_processes auto;
        pid nginx.pid;
        error_log stderr warn;
        events { worker_connections 1024; }
        http {
            access_log off;
            sendfile on;
            tcp_nopush on;
            keepalive_requests 100000;
            client_body_temp_path tmp/body;
            proxy_temp_path tmp/proxy;
            fastcgi_temp_path tmp/fastcgi;
            uwsgi_temp_path tmp/uwsgi;
            scgi_temp_path tmp/scgi;
            server {
                listen 127.0.0.1:\(port);
                root .;
                default_type application/json;
                location / {
                    try_files $uri $uri/index.json =404;
                }
                location ~ ^/series/[^/]+/slice/ {
                    default_type image/png;
                    add_header Cache-Control "public, max-age=31536000, immutable";
                }
                location = /openapi.yaml {
                    default_type application/yaml;
                }
            }
        }
        """
    }
}
