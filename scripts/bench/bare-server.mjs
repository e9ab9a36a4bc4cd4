// The yardstick: a bare node:http server answering fixed bytes (BODY) with the same headers shape.
import { createServer } from 'node:http'

const body = Buffer.from(process.env.BODY ?? '{}')
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  response.end(body)
}).listen(Number(process.env.PORT), '127.0.0.1')
