import { flowById } from './machines/index';
import { walkFlow } from './tests/tools/flow-walks';
for (const id of ['checkout-provider','login','new-password']) {
const e = walkFlow(flowById(id)!, { seed: 7, runs: 300, startMs: Date.now() - 5*86400000, spacingMs: 1000 });
for (let i=0;i<e.length;i+=200) { const r = await fetch('http://localhost:4250/api/flow-events/', {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({events: e.slice(i,i+200)})}); if (r.status!==202) console.log(r.status, await r.text()); }
}
