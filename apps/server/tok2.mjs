import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
const MAX=Number(process.argv[2]||200);
function isWs(c){return c===32||(c>=9&&c<=13)}
function chunked(text){
  let total=0, start=0;
  const opt={disallowedSpecial:new Set()};
  while(start<text.length){
    let end=Math.min(text.length,start+MAX);
    if(end<text.length){
      // search back for a space preceded by non-space
      let cut=-1;
      for(let i=end;i>start+1;i--){ if(text.charCodeAt(i)===32 && !isWs(text.charCodeAt(i-1)) ){cut=i;break;} }
      if(cut>0) end=cut; else { const c=text.charCodeAt(end-1); if(c>=0xd800&&c<=0xdbff) end--; }
    }
    total+=countTokens(text.slice(start,end),opt); start=end;
  }
  return total;
}
const rnd = () => { let s=''; const w=['the','quick','brown','fox,','jumps','over','lazy','dog.','Hello','world!','It\'s','1234','e-mail','naïve','café']; for(let i=0;i<8000;i++) s+=w[(i*7919)%w.length]+(i%13===0?'\n':' '); return s;};
for (const [name, s] of [['words', rnd()], ['repeat a', 'a'.repeat(50000)], ['cjk', '漢字仮名交じり文'.repeat(6250)], ['emoji', '😀'.repeat(25000)], ['mixed emoji', '😀👍🏽🎉'.repeat(7000)], ['rand cjk', Array.from({length:50000},(_, i)=>String.fromCharCode(0x4e00+((i*7919)%20000))).join('')], ['b64', Buffer.from(Array.from({length:37000},(_, i)=>(i*7919)%256)).toString('base64').slice(0,50000)]]) {
  let t = performance.now(); const n = chunked(s); const dt=(performance.now()-t).toFixed(0);
  let exact='-'; if (s.length<60000 && !['repeat a','cjk','emoji','mixed emoji','rand cjk'].includes(name)) exact=countTokens(s,{disallowedSpecial:new Set()});
  console.log(name, s.length, n, exact, dt+'ms');
}
