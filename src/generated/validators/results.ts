// Generated from src/results/schema.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
// ajv 8.20.0 standalone code, options {"allErrors":true,"strict":false}.
// @ts-nocheck
import type { ValidateFunction } from 'ajv';

const ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};
const schema11 = {"additionalProperties":false,"$id":"https://vessel-kit.dev/schemas/results.schema.json","title":"vessel-kit certification results","type":"object","required":["schema_version","kit","target","catalogue_digest","profile_digest","started_at","duration_ms","seed","options","summary","outcome","cases","rules"],"properties":{"$schema":{"type":"string"},"schema_version":{"description":"The version of this format; CHANGELOG.md says what each version changed","const":1,"type":"number"},"kit":{"additionalProperties":false,"type":"object","required":["name","version"],"properties":{"name":{"type":"string"},"version":{"type":"string"}}},"target":{"additionalProperties":false,"type":"object","required":["kind","agents","input","model_url"],"properties":{"kind":{"anyOf":[{"const":"embedded","type":"string"},{"const":"profile","type":"string"},{"const":"url","type":"string"}]},"name":{"type":"string"},"agents":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["name","url"],"properties":{"name":{"type":"string"},"url":{"type":"string"},"capabilities":{"additionalProperties":false,"description":"What the run took the agent's configuration to be, each with its source; a capability neither the profile nor the card states is absent (unknown), and no case assumes either answer","type":"object","properties":{"accepts_images":{"additionalProperties":false,"type":"object","required":["value","from"],"properties":{"value":{"type":"boolean"},"from":{"description":"Where the kit read it: 'the profile', or the card's field and the media types it lists (\"the card's defaultInputModes image/png\")","type":"string"}}}}}}}},"input":{"anyOf":[{"const":"parts","type":"string"},{"const":"transcript-tail","type":"string"}]},"model_url":{"description":"Where the kit served its mock model","type":"string"},"classification":{"additionalProperties":false,"type":"object","required":["as","evidence","forced"],"properties":{"as":{"anyOf":[{"const":"vessel","type":"string"},{"const":"a2a","type":"string"},{"const":"a2a-0.3","type":"string"},{"const":"not-a2a","type":"string"}]},"evidence":{"type":"string"},"forced":{"type":"boolean"}}}}},"catalogue_digest":{"pattern":"^sha256:[0-9a-f]{64}$","description":"sha256 of the canonical rule catalogue (ids, levels, sources) the run judged by","type":"string"},"profile_digest":{"pattern":"^sha256:[0-9a-f]{64}$","description":"sha256 of the canonical profile JSON (the auth value left out)","type":"string"},"started_at":{"description":"ISO 8601 date-time the run started","type":"string"},"duration_ms":{"minimum":0,"type":"number"},"seed":{"type":"integer"},"options":{"additionalProperties":false,"type":"object","required":["concurrency","timeout_scale","only","skip"],"properties":{"concurrency":{"minimum":1,"type":"integer"},"timeout_scale":{"exclusiveMinimum":0,"type":"number"},"only":{"type":"array","items":{"type":"string"}},"skip":{"type":"array","items":{"type":"string"}},"suites":{"type":"array","items":{"type":"string"}},"allow_hosts":{"type":"array","items":{"type":"string"}},"require":{"anyOf":[{"const":"certified","type":"string"},{"const":"a2a-conformant","type":"string"}]},"as":{"anyOf":[{"const":"vessel","type":"string"},{"const":"a2a","type":"string"}]},"fail_on":{"anyOf":[{"const":"must","type":"string"},{"const":"should","type":"string"}]},"expected_failures":{"type":"string"},"evidence":{"type":"string"},"profile_file":{"type":"string"},"durations":{"type":"string"},"runs":{"minimum":1,"type":"integer"},"thorough":{"type":"boolean"},"load":{"minimum":1,"type":"integer"},"config_file":{"type":"string"},"rerun_flags":{"type":"array","items":{"type":"string"}}}},"summary":{"additionalProperties":false,"type":"object","required":["cases","by_status","by_level","rules"],"properties":{"cases":{"minimum":0,"type":"integer"},"by_status":{"additionalProperties":false,"type":"object","required":["pass","fail","skip","error","not-tested"],"properties":{"pass":{"minimum":0,"type":"integer"},"fail":{"minimum":0,"type":"integer"},"skip":{"minimum":0,"type":"integer"},"error":{"minimum":0,"type":"integer"},"not-tested":{"minimum":0,"type":"integer"}}},"by_level":{"additionalProperties":false,"type":"object","required":["MUST","SHOULD","INFO"],"properties":{"MUST":{"additionalProperties":false,"type":"object","required":["pass","fail","skip","error","not-tested"],"properties":{"pass":{"minimum":0,"type":"integer"},"fail":{"minimum":0,"type":"integer"},"skip":{"minimum":0,"type":"integer"},"error":{"minimum":0,"type":"integer"},"not-tested":{"minimum":0,"type":"integer"}}},"SHOULD":{"additionalProperties":false,"type":"object","required":["pass","fail","skip","error","not-tested"],"properties":{"pass":{"minimum":0,"type":"integer"},"fail":{"minimum":0,"type":"integer"},"skip":{"minimum":0,"type":"integer"},"error":{"minimum":0,"type":"integer"},"not-tested":{"minimum":0,"type":"integer"}}},"INFO":{"additionalProperties":false,"type":"object","required":["pass","fail","skip","error","not-tested"],"properties":{"pass":{"minimum":0,"type":"integer"},"fail":{"minimum":0,"type":"integer"},"skip":{"minimum":0,"type":"integer"},"error":{"minimum":0,"type":"integer"},"not-tested":{"minimum":0,"type":"integer"}}}}},"rules":{"additionalProperties":false,"type":"object","required":["pass","fail","skip","error","not-tested"],"properties":{"pass":{"minimum":0,"type":"integer"},"fail":{"minimum":0,"type":"integer"},"skip":{"minimum":0,"type":"integer"},"error":{"minimum":0,"type":"integer"},"not-tested":{"minimum":0,"type":"integer"}}}}},"outcome":{"additionalProperties":false,"type":"object","required":["exit_code","verdict","reason"],"properties":{"exit_code":{"anyOf":[{"const":0,"type":"number"},{"const":1,"type":"number"},{"const":2,"type":"number"}]},"verdict":{"anyOf":[{"const":"certified","type":"string"},{"const":"passed","type":"string"},{"const":"failed","type":"string"},{"const":"a2a-conformant","type":"string"},{"const":"a2a-failed","type":"string"},{"const":"incomplete","type":"string"}]},"reason":{"type":"string"}}},"cases":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["id","title","section","sentence","rules","level","status","duration_ms","message","evidence"],"properties":{"id":{"type":"string"},"title":{"type":"string"},"section":{"type":"string"},"sentence":{"type":"string"},"rules":{"type":"array","items":{"type":"string"}},"level":{"anyOf":[{"const":"MUST","type":"string"},{"const":"SHOULD","type":"string"},{"const":"INFO","type":"string"}]},"status":{"description":"pass; fail; skip (the profile lacks what the case needs); error (the kit itself failed); not-tested","anyOf":[{"const":"pass","type":"string"},{"const":"fail","type":"string"},{"const":"skip","type":"string"},{"const":"error","type":"string"},{"const":"not-tested","type":"string"}]},"duration_ms":{"minimum":0,"type":"number"},"message":{"type":"string"},"agent":{"type":"string"},"evidence":{"additionalProperties":false,"type":"object","required":["verdicts","turns","exchanges"],"properties":{"verdicts":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["rule","status","message"],"properties":{"rule":{"type":"string"},"status":{"description":"pass; fail; skip (the profile lacks what the case needs); error (the kit itself failed); not-tested","anyOf":[{"const":"pass","type":"string"},{"const":"fail","type":"string"},{"const":"skip","type":"string"},{"const":"error","type":"string"},{"const":"not-tested","type":"string"}]},"message":{"type":"string"},"evidence":{}}}},"turns":{"type":"array","items":{}},"exchanges":{"type":"array","items":{}},"ref":{"additionalProperties":false,"type":"object","required":["bundle","file"],"properties":{"bundle":{"type":"string"},"file":{"type":"string"}}}}}}}},"rules":{"type":"object","patternProperties":{"^(.*)$":{"additionalProperties":false,"type":"object","required":["level","status","cases","message"],"properties":{"level":{"anyOf":[{"const":"MUST","type":"string"},{"const":"SHOULD","type":"string"},{"const":"INFO","type":"string"}]},"status":{"description":"pass; fail; skip (the profile lacks what the case needs); error (the kit itself failed); not-tested","anyOf":[{"const":"pass","type":"string"},{"const":"fail","type":"string"},{"const":"skip","type":"string"},{"const":"error","type":"string"},{"const":"not-tested","type":"string"}]},"cases":{"type":"array","items":{"type":"string"}},"message":{"type":"string"}}}}},"known_deviations":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["reason","state","level","covers"],"properties":{"rule":{"minLength":1,"type":"string"},"case":{"minLength":1,"type":"string"},"reason":{"minLength":1,"type":"string"},"expires":{"pattern":"^\\d{4}-\\d{2}-\\d{2}$","type":"string"},"state":{"anyOf":[{"const":"failing","type":"string"},{"const":"stale","type":"string"},{"const":"expired","type":"string"},{"const":"not-judged","type":"string"}]},"level":{"anyOf":[{"const":"MUST","type":"string"},{"const":"SHOULD","type":"string"},{"const":"INFO","type":"string"}]},"covers":{"type":"array","items":{"type":"string"}},"listed_as":{"type":"string"}}}},"shard":{"additionalProperties":false,"type":"object","required":["index","total","balance","selection"],"properties":{"index":{"minimum":1,"type":"integer"},"total":{"minimum":1,"type":"integer"},"balance":{"anyOf":[{"const":"durations","type":"string"},{"const":"count","type":"string"}]},"selection":{"type":"array","items":{"type":"string"}}}},"merged_from":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["index","total","started_at","duration_ms"],"properties":{"index":{"minimum":1,"type":"integer"},"total":{"minimum":1,"type":"integer"},"started_at":{"type":"string"},"duration_ms":{"minimum":0,"type":"number"}}}},"rejudged_from":{"additionalProperties":false,"type":"object","required":["bundle","kit","catalogue_digest","started_at","changed"],"properties":{"bundle":{"type":"string"},"kit":{"additionalProperties":false,"type":"object","required":["name","version"],"properties":{"name":{"type":"string"},"version":{"type":"string"}}},"catalogue_digest":{"type":"string"},"started_at":{"type":"string"},"changed":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["id","was","now"],"properties":{"id":{"type":"string"},"was":{"description":"pass; fail; skip (the profile lacks what the case needs); error (the kit itself failed); not-tested","anyOf":[{"const":"pass","type":"string"},{"const":"fail","type":"string"},{"const":"skip","type":"string"},{"const":"error","type":"string"},{"const":"not-tested","type":"string"}]},"now":{"description":"pass; fail; skip (the profile lacks what the case needs); error (the kit itself failed); not-tested","anyOf":[{"const":"pass","type":"string"},{"const":"fail","type":"string"},{"const":"skip","type":"string"},{"const":"error","type":"string"},{"const":"not-tested","type":"string"}]}}}}}}}};
const func2 = Object.prototype.hasOwnProperty;
const func5 = ucs2length;
const pattern0 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
const pattern2 = new RegExp("^(.*)$", "u");
const pattern3 = new RegExp("^\\d{4}-\\d{2}-\\d{2}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://vessel-kit.dev/schemas/results.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schema_version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema_version"},message:"must have required property '"+"schema_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kit"},message:"must have required property '"+"kit"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.target === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "target"},message:"must have required property '"+"target"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.catalogue_digest === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "catalogue_digest"},message:"must have required property '"+"catalogue_digest"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.profile_digest === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "profile_digest"},message:"must have required property '"+"profile_digest"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.started_at === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "started_at"},message:"must have required property '"+"started_at"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.duration_ms === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration_ms"},message:"must have required property '"+"duration_ms"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.seed === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "seed"},message:"must have required property '"+"seed"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.options === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.summary === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.outcome === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outcome"},message:"must have required property '"+"outcome"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.cases === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cases"},message:"must have required property '"+"cases"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.rules === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err13 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err14 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.schema_version !== undefined){
let data1 = data.schema_version;
if(!(typeof data1 == "number")){
const err15 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(1 !== data1){
const err16 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.kit !== undefined){
let data2 = data.kit;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err17 = {instancePath:instancePath+"/kit",schemaPath:"#/properties/kit/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.version === undefined){
const err18 = {instancePath:instancePath+"/kit",schemaPath:"#/properties/kit/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data2){
if(!((key1 === "name") || (key1 === "version"))){
const err19 = {instancePath:instancePath+"/kit",schemaPath:"#/properties/kit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err20 = {instancePath:instancePath+"/kit/name",schemaPath:"#/properties/kit/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.version !== undefined){
if(typeof data2.version !== "string"){
const err21 = {instancePath:instancePath+"/kit/version",schemaPath:"#/properties/kit/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/kit",schemaPath:"#/properties/kit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.target !== undefined){
let data5 = data.target;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.kind === undefined){
const err23 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.agents === undefined){
const err24 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "agents"},message:"must have required property '"+"agents"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.input === undefined){
const err25 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data5.model_url === undefined){
const err26 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/required",keyword:"required",params:{missingProperty: "model_url"},message:"must have required property '"+"model_url"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key2 in data5){
if(!((((((key2 === "kind") || (key2 === "name")) || (key2 === "agents")) || (key2 === "input")) || (key2 === "model_url")) || (key2 === "classification"))){
const err27 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.kind !== undefined){
let data6 = data5.kind;
const _errs17 = errors;
let valid3 = false;
const _errs18 = errors;
if(typeof data6 !== "string"){
const err28 = {instancePath:instancePath+"/target/kind",schemaPath:"#/properties/target/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("embedded" !== data6){
const err29 = {instancePath:instancePath+"/target/kind",schemaPath:"#/properties/target/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "embedded"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs20 = errors;
if(typeof data6 !== "string"){
const err30 = {instancePath:instancePath+"/target/kind",schemaPath:"#/properties/target/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("profile" !== data6){
const err31 = {instancePath:instancePath+"/target/kind",schemaPath:"#/properties/target/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "profile"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs22 = errors;
if(typeof data6 !== "string"){
const err32 = {instancePath:instancePath+"/target/kind",schemaPath:"#/properties/target/properties/kind/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("url" !== data6){
const err33 = {instancePath:instancePath+"/target/kind",schemaPath:"#/properties/target/properties/kind/anyOf/2/const",keyword:"const",params:{allowedValue: "url"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid3 = valid3 || _valid0;
}
}
if(!valid3){
const err34 = {instancePath:instancePath+"/target/kind",schemaPath:"#/properties/target/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
if(data5.name !== undefined){
if(typeof data5.name !== "string"){
const err35 = {instancePath:instancePath+"/target/name",schemaPath:"#/properties/target/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data5.agents !== undefined){
let data8 = data5.agents;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err36 = {instancePath:instancePath+"/target/agents/" + i0,schemaPath:"#/properties/target/properties/agents/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data9.url === undefined){
const err37 = {instancePath:instancePath+"/target/agents/" + i0,schemaPath:"#/properties/target/properties/agents/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key3 in data9){
if(!(((key3 === "name") || (key3 === "url")) || (key3 === "capabilities"))){
const err38 = {instancePath:instancePath+"/target/agents/" + i0,schemaPath:"#/properties/target/properties/agents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data9.name !== undefined){
if(typeof data9.name !== "string"){
const err39 = {instancePath:instancePath+"/target/agents/" + i0+"/name",schemaPath:"#/properties/target/properties/agents/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data9.url !== undefined){
if(typeof data9.url !== "string"){
const err40 = {instancePath:instancePath+"/target/agents/" + i0+"/url",schemaPath:"#/properties/target/properties/agents/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data9.capabilities !== undefined){
let data12 = data9.capabilities;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key4 in data12){
if(!(key4 === "accepts_images")){
const err41 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data12.accepts_images !== undefined){
let data13 = data12.accepts_images;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.value === undefined){
const err42 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities/accepts_images",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/properties/accepts_images/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data13.from === undefined){
const err43 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities/accepts_images",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/properties/accepts_images/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key5 in data13){
if(!((key5 === "value") || (key5 === "from"))){
const err44 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities/accepts_images",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/properties/accepts_images/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data13.value !== undefined){
if(typeof data13.value !== "boolean"){
const err45 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities/accepts_images/value",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/properties/accepts_images/properties/value/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data13.from !== undefined){
if(typeof data13.from !== "string"){
const err46 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities/accepts_images/from",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/properties/accepts_images/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities/accepts_images",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/properties/accepts_images/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/target/agents/" + i0+"/capabilities",schemaPath:"#/properties/target/properties/agents/items/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/target/agents/" + i0,schemaPath:"#/properties/target/properties/agents/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/target/agents",schemaPath:"#/properties/target/properties/agents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data5.input !== undefined){
let data16 = data5.input;
const _errs46 = errors;
let valid9 = false;
const _errs47 = errors;
if(typeof data16 !== "string"){
const err51 = {instancePath:instancePath+"/target/input",schemaPath:"#/properties/target/properties/input/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if("parts" !== data16){
const err52 = {instancePath:instancePath+"/target/input",schemaPath:"#/properties/target/properties/input/anyOf/0/const",keyword:"const",params:{allowedValue: "parts"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid1 = _errs47 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const _errs49 = errors;
if(typeof data16 !== "string"){
const err53 = {instancePath:instancePath+"/target/input",schemaPath:"#/properties/target/properties/input/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("transcript-tail" !== data16){
const err54 = {instancePath:instancePath+"/target/input",schemaPath:"#/properties/target/properties/input/anyOf/1/const",keyword:"const",params:{allowedValue: "transcript-tail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid1 = _errs49 === errors;
valid9 = valid9 || _valid1;
}
if(!valid9){
const err55 = {instancePath:instancePath+"/target/input",schemaPath:"#/properties/target/properties/input/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
}
}
if(data5.model_url !== undefined){
if(typeof data5.model_url !== "string"){
const err56 = {instancePath:instancePath+"/target/model_url",schemaPath:"#/properties/target/properties/model_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data5.classification !== undefined){
let data18 = data5.classification;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.as === undefined){
const err57 = {instancePath:instancePath+"/target/classification",schemaPath:"#/properties/target/properties/classification/required",keyword:"required",params:{missingProperty: "as"},message:"must have required property '"+"as"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data18.evidence === undefined){
const err58 = {instancePath:instancePath+"/target/classification",schemaPath:"#/properties/target/properties/classification/required",keyword:"required",params:{missingProperty: "evidence"},message:"must have required property '"+"evidence"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data18.forced === undefined){
const err59 = {instancePath:instancePath+"/target/classification",schemaPath:"#/properties/target/properties/classification/required",keyword:"required",params:{missingProperty: "forced"},message:"must have required property '"+"forced"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
for(const key6 in data18){
if(!(((key6 === "as") || (key6 === "evidence")) || (key6 === "forced"))){
const err60 = {instancePath:instancePath+"/target/classification",schemaPath:"#/properties/target/properties/classification/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data18.as !== undefined){
let data19 = data18.as;
const _errs57 = errors;
let valid11 = false;
const _errs58 = errors;
if(typeof data19 !== "string"){
const err61 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if("vessel" !== data19){
const err62 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/0/const",keyword:"const",params:{allowedValue: "vessel"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid2 = _errs58 === errors;
valid11 = valid11 || _valid2;
if(!valid11){
const _errs60 = errors;
if(typeof data19 !== "string"){
const err63 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if("a2a" !== data19){
const err64 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/1/const",keyword:"const",params:{allowedValue: "a2a"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var _valid2 = _errs60 === errors;
valid11 = valid11 || _valid2;
if(!valid11){
const _errs62 = errors;
if(typeof data19 !== "string"){
const err65 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if("a2a-0.3" !== data19){
const err66 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/2/const",keyword:"const",params:{allowedValue: "a2a-0.3"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
var _valid2 = _errs62 === errors;
valid11 = valid11 || _valid2;
if(!valid11){
const _errs64 = errors;
if(typeof data19 !== "string"){
const err67 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if("not-a2a" !== data19){
const err68 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf/3/const",keyword:"const",params:{allowedValue: "not-a2a"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var _valid2 = _errs64 === errors;
valid11 = valid11 || _valid2;
}
}
}
if(!valid11){
const err69 = {instancePath:instancePath+"/target/classification/as",schemaPath:"#/properties/target/properties/classification/properties/as/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
}
if(data18.evidence !== undefined){
if(typeof data18.evidence !== "string"){
const err70 = {instancePath:instancePath+"/target/classification/evidence",schemaPath:"#/properties/target/properties/classification/properties/evidence/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data18.forced !== undefined){
if(typeof data18.forced !== "boolean"){
const err71 = {instancePath:instancePath+"/target/classification/forced",schemaPath:"#/properties/target/properties/classification/properties/forced/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/target/classification",schemaPath:"#/properties/target/properties/classification/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.catalogue_digest !== undefined){
let data22 = data.catalogue_digest;
if(typeof data22 === "string"){
if(!pattern0.test(data22)){
const err74 = {instancePath:instancePath+"/catalogue_digest",schemaPath:"#/properties/catalogue_digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/catalogue_digest",schemaPath:"#/properties/catalogue_digest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.profile_digest !== undefined){
let data23 = data.profile_digest;
if(typeof data23 === "string"){
if(!pattern0.test(data23)){
const err76 = {instancePath:instancePath+"/profile_digest",schemaPath:"#/properties/profile_digest/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/profile_digest",schemaPath:"#/properties/profile_digest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data.started_at !== undefined){
if(typeof data.started_at !== "string"){
const err78 = {instancePath:instancePath+"/started_at",schemaPath:"#/properties/started_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.duration_ms !== undefined){
let data25 = data.duration_ms;
if(typeof data25 == "number"){
if(data25 < 0 || isNaN(data25)){
const err79 = {instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/duration_ms",schemaPath:"#/properties/duration_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.seed !== undefined){
let data26 = data.seed;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err81 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.options !== undefined){
let data27 = data.options;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.concurrency === undefined){
const err82 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/required",keyword:"required",params:{missingProperty: "concurrency"},message:"must have required property '"+"concurrency"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data27.timeout_scale === undefined){
const err83 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/required",keyword:"required",params:{missingProperty: "timeout_scale"},message:"must have required property '"+"timeout_scale"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data27.only === undefined){
const err84 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/required",keyword:"required",params:{missingProperty: "only"},message:"must have required property '"+"only"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data27.skip === undefined){
const err85 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
for(const key7 in data27){
if(!(func2.call(schema11.properties.options.properties, key7))){
const err86 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data27.concurrency !== undefined){
let data28 = data27.concurrency;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
const err87 = {instancePath:instancePath+"/options/concurrency",schemaPath:"#/properties/options/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(typeof data28 == "number"){
if(data28 < 1 || isNaN(data28)){
const err88 = {instancePath:instancePath+"/options/concurrency",schemaPath:"#/properties/options/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
if(data27.timeout_scale !== undefined){
let data29 = data27.timeout_scale;
if(typeof data29 == "number"){
if(data29 <= 0 || isNaN(data29)){
const err89 = {instancePath:instancePath+"/options/timeout_scale",schemaPath:"#/properties/options/properties/timeout_scale/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/options/timeout_scale",schemaPath:"#/properties/options/properties/timeout_scale/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data27.only !== undefined){
let data30 = data27.only;
if(Array.isArray(data30)){
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
if(typeof data30[i1] !== "string"){
const err91 = {instancePath:instancePath+"/options/only/" + i1,schemaPath:"#/properties/options/properties/only/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/options/only",schemaPath:"#/properties/options/properties/only/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data27.skip !== undefined){
let data32 = data27.skip;
if(Array.isArray(data32)){
const len2 = data32.length;
for(let i2=0; i2<len2; i2++){
if(typeof data32[i2] !== "string"){
const err93 = {instancePath:instancePath+"/options/skip/" + i2,schemaPath:"#/properties/options/properties/skip/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath:instancePath+"/options/skip",schemaPath:"#/properties/options/properties/skip/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data27.suites !== undefined){
let data34 = data27.suites;
if(Array.isArray(data34)){
const len3 = data34.length;
for(let i3=0; i3<len3; i3++){
if(typeof data34[i3] !== "string"){
const err95 = {instancePath:instancePath+"/options/suites/" + i3,schemaPath:"#/properties/options/properties/suites/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/options/suites",schemaPath:"#/properties/options/properties/suites/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data27.allow_hosts !== undefined){
let data36 = data27.allow_hosts;
if(Array.isArray(data36)){
const len4 = data36.length;
for(let i4=0; i4<len4; i4++){
if(typeof data36[i4] !== "string"){
const err97 = {instancePath:instancePath+"/options/allow_hosts/" + i4,schemaPath:"#/properties/options/properties/allow_hosts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
else {
const err98 = {instancePath:instancePath+"/options/allow_hosts",schemaPath:"#/properties/options/properties/allow_hosts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data27.require !== undefined){
let data38 = data27.require;
const _errs104 = errors;
let valid21 = false;
const _errs105 = errors;
if(typeof data38 !== "string"){
const err99 = {instancePath:instancePath+"/options/require",schemaPath:"#/properties/options/properties/require/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if("certified" !== data38){
const err100 = {instancePath:instancePath+"/options/require",schemaPath:"#/properties/options/properties/require/anyOf/0/const",keyword:"const",params:{allowedValue: "certified"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid3 = _errs105 === errors;
valid21 = valid21 || _valid3;
if(!valid21){
const _errs107 = errors;
if(typeof data38 !== "string"){
const err101 = {instancePath:instancePath+"/options/require",schemaPath:"#/properties/options/properties/require/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if("a2a-conformant" !== data38){
const err102 = {instancePath:instancePath+"/options/require",schemaPath:"#/properties/options/properties/require/anyOf/1/const",keyword:"const",params:{allowedValue: "a2a-conformant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid3 = _errs107 === errors;
valid21 = valid21 || _valid3;
}
if(!valid21){
const err103 = {instancePath:instancePath+"/options/require",schemaPath:"#/properties/options/properties/require/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs104;
if(vErrors !== null){
if(_errs104){
vErrors.length = _errs104;
}
else {
vErrors = null;
}
}
}
}
if(data27.as !== undefined){
let data39 = data27.as;
const _errs110 = errors;
let valid22 = false;
const _errs111 = errors;
if(typeof data39 !== "string"){
const err104 = {instancePath:instancePath+"/options/as",schemaPath:"#/properties/options/properties/as/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if("vessel" !== data39){
const err105 = {instancePath:instancePath+"/options/as",schemaPath:"#/properties/options/properties/as/anyOf/0/const",keyword:"const",params:{allowedValue: "vessel"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid4 = _errs111 === errors;
valid22 = valid22 || _valid4;
if(!valid22){
const _errs113 = errors;
if(typeof data39 !== "string"){
const err106 = {instancePath:instancePath+"/options/as",schemaPath:"#/properties/options/properties/as/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if("a2a" !== data39){
const err107 = {instancePath:instancePath+"/options/as",schemaPath:"#/properties/options/properties/as/anyOf/1/const",keyword:"const",params:{allowedValue: "a2a"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid4 = _errs113 === errors;
valid22 = valid22 || _valid4;
}
if(!valid22){
const err108 = {instancePath:instancePath+"/options/as",schemaPath:"#/properties/options/properties/as/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
else {
errors = _errs110;
if(vErrors !== null){
if(_errs110){
vErrors.length = _errs110;
}
else {
vErrors = null;
}
}
}
}
if(data27.fail_on !== undefined){
let data40 = data27.fail_on;
const _errs116 = errors;
let valid23 = false;
const _errs117 = errors;
if(typeof data40 !== "string"){
const err109 = {instancePath:instancePath+"/options/fail_on",schemaPath:"#/properties/options/properties/fail_on/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if("must" !== data40){
const err110 = {instancePath:instancePath+"/options/fail_on",schemaPath:"#/properties/options/properties/fail_on/anyOf/0/const",keyword:"const",params:{allowedValue: "must"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid5 = _errs117 === errors;
valid23 = valid23 || _valid5;
if(!valid23){
const _errs119 = errors;
if(typeof data40 !== "string"){
const err111 = {instancePath:instancePath+"/options/fail_on",schemaPath:"#/properties/options/properties/fail_on/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if("should" !== data40){
const err112 = {instancePath:instancePath+"/options/fail_on",schemaPath:"#/properties/options/properties/fail_on/anyOf/1/const",keyword:"const",params:{allowedValue: "should"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid5 = _errs119 === errors;
valid23 = valid23 || _valid5;
}
if(!valid23){
const err113 = {instancePath:instancePath+"/options/fail_on",schemaPath:"#/properties/options/properties/fail_on/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
else {
errors = _errs116;
if(vErrors !== null){
if(_errs116){
vErrors.length = _errs116;
}
else {
vErrors = null;
}
}
}
}
if(data27.expected_failures !== undefined){
if(typeof data27.expected_failures !== "string"){
const err114 = {instancePath:instancePath+"/options/expected_failures",schemaPath:"#/properties/options/properties/expected_failures/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data27.evidence !== undefined){
if(typeof data27.evidence !== "string"){
const err115 = {instancePath:instancePath+"/options/evidence",schemaPath:"#/properties/options/properties/evidence/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data27.profile_file !== undefined){
if(typeof data27.profile_file !== "string"){
const err116 = {instancePath:instancePath+"/options/profile_file",schemaPath:"#/properties/options/properties/profile_file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
if(data27.durations !== undefined){
if(typeof data27.durations !== "string"){
const err117 = {instancePath:instancePath+"/options/durations",schemaPath:"#/properties/options/properties/durations/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(data27.runs !== undefined){
let data45 = data27.runs;
if(!((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45)))){
const err118 = {instancePath:instancePath+"/options/runs",schemaPath:"#/properties/options/properties/runs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(typeof data45 == "number"){
if(data45 < 1 || isNaN(data45)){
const err119 = {instancePath:instancePath+"/options/runs",schemaPath:"#/properties/options/properties/runs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
if(data27.thorough !== undefined){
if(typeof data27.thorough !== "boolean"){
const err120 = {instancePath:instancePath+"/options/thorough",schemaPath:"#/properties/options/properties/thorough/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data27.load !== undefined){
let data47 = data27.load;
if(!((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47)))){
const err121 = {instancePath:instancePath+"/options/load",schemaPath:"#/properties/options/properties/load/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(typeof data47 == "number"){
if(data47 < 1 || isNaN(data47)){
const err122 = {instancePath:instancePath+"/options/load",schemaPath:"#/properties/options/properties/load/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
if(data27.config_file !== undefined){
if(typeof data27.config_file !== "string"){
const err123 = {instancePath:instancePath+"/options/config_file",schemaPath:"#/properties/options/properties/config_file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data27.rerun_flags !== undefined){
let data49 = data27.rerun_flags;
if(Array.isArray(data49)){
const len5 = data49.length;
for(let i5=0; i5<len5; i5++){
if(typeof data49[i5] !== "string"){
const err124 = {instancePath:instancePath+"/options/rerun_flags/" + i5,schemaPath:"#/properties/options/properties/rerun_flags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
else {
const err125 = {instancePath:instancePath+"/options/rerun_flags",schemaPath:"#/properties/options/properties/rerun_flags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
}
else {
const err126 = {instancePath:instancePath+"/options",schemaPath:"#/properties/options/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.summary !== undefined){
let data51 = data.summary;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
if(data51.cases === undefined){
const err127 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "cases"},message:"must have required property '"+"cases"+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data51.by_status === undefined){
const err128 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "by_status"},message:"must have required property '"+"by_status"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data51.by_level === undefined){
const err129 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "by_level"},message:"must have required property '"+"by_level"+"'"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data51.rules === undefined){
const err130 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
for(const key8 in data51){
if(!((((key8 === "cases") || (key8 === "by_status")) || (key8 === "by_level")) || (key8 === "rules"))){
const err131 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data51.cases !== undefined){
let data52 = data51.cases;
if(!((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52)))){
const err132 = {instancePath:instancePath+"/summary/cases",schemaPath:"#/properties/summary/properties/cases/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(typeof data52 == "number"){
if(data52 < 0 || isNaN(data52)){
const err133 = {instancePath:instancePath+"/summary/cases",schemaPath:"#/properties/summary/properties/cases/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
if(data51.by_status !== undefined){
let data53 = data51.by_status;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.pass === undefined){
const err134 = {instancePath:instancePath+"/summary/by_status",schemaPath:"#/properties/summary/properties/by_status/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data53.fail === undefined){
const err135 = {instancePath:instancePath+"/summary/by_status",schemaPath:"#/properties/summary/properties/by_status/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data53.skip === undefined){
const err136 = {instancePath:instancePath+"/summary/by_status",schemaPath:"#/properties/summary/properties/by_status/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data53.error === undefined){
const err137 = {instancePath:instancePath+"/summary/by_status",schemaPath:"#/properties/summary/properties/by_status/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data53["not-tested"] === undefined){
const err138 = {instancePath:instancePath+"/summary/by_status",schemaPath:"#/properties/summary/properties/by_status/required",keyword:"required",params:{missingProperty: "not-tested"},message:"must have required property '"+"not-tested"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
for(const key9 in data53){
if(!(((((key9 === "pass") || (key9 === "fail")) || (key9 === "skip")) || (key9 === "error")) || (key9 === "not-tested"))){
const err139 = {instancePath:instancePath+"/summary/by_status",schemaPath:"#/properties/summary/properties/by_status/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data53.pass !== undefined){
let data54 = data53.pass;
if(!((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54)))){
const err140 = {instancePath:instancePath+"/summary/by_status/pass",schemaPath:"#/properties/summary/properties/by_status/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(typeof data54 == "number"){
if(data54 < 0 || isNaN(data54)){
const err141 = {instancePath:instancePath+"/summary/by_status/pass",schemaPath:"#/properties/summary/properties/by_status/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
if(data53.fail !== undefined){
let data55 = data53.fail;
if(!((typeof data55 == "number") && (!(data55 % 1) && !isNaN(data55)))){
const err142 = {instancePath:instancePath+"/summary/by_status/fail",schemaPath:"#/properties/summary/properties/by_status/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(typeof data55 == "number"){
if(data55 < 0 || isNaN(data55)){
const err143 = {instancePath:instancePath+"/summary/by_status/fail",schemaPath:"#/properties/summary/properties/by_status/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
if(data53.skip !== undefined){
let data56 = data53.skip;
if(!((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56)))){
const err144 = {instancePath:instancePath+"/summary/by_status/skip",schemaPath:"#/properties/summary/properties/by_status/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if(typeof data56 == "number"){
if(data56 < 0 || isNaN(data56)){
const err145 = {instancePath:instancePath+"/summary/by_status/skip",schemaPath:"#/properties/summary/properties/by_status/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
if(data53.error !== undefined){
let data57 = data53.error;
if(!((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57)))){
const err146 = {instancePath:instancePath+"/summary/by_status/error",schemaPath:"#/properties/summary/properties/by_status/properties/error/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(typeof data57 == "number"){
if(data57 < 0 || isNaN(data57)){
const err147 = {instancePath:instancePath+"/summary/by_status/error",schemaPath:"#/properties/summary/properties/by_status/properties/error/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
if(data53["not-tested"] !== undefined){
let data58 = data53["not-tested"];
if(!((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58)))){
const err148 = {instancePath:instancePath+"/summary/by_status/not-tested",schemaPath:"#/properties/summary/properties/by_status/properties/not-tested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(typeof data58 == "number"){
if(data58 < 0 || isNaN(data58)){
const err149 = {instancePath:instancePath+"/summary/by_status/not-tested",schemaPath:"#/properties/summary/properties/by_status/properties/not-tested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
}
else {
const err150 = {instancePath:instancePath+"/summary/by_status",schemaPath:"#/properties/summary/properties/by_status/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data51.by_level !== undefined){
let data59 = data51.by_level;
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.MUST === undefined){
const err151 = {instancePath:instancePath+"/summary/by_level",schemaPath:"#/properties/summary/properties/by_level/required",keyword:"required",params:{missingProperty: "MUST"},message:"must have required property '"+"MUST"+"'"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(data59.SHOULD === undefined){
const err152 = {instancePath:instancePath+"/summary/by_level",schemaPath:"#/properties/summary/properties/by_level/required",keyword:"required",params:{missingProperty: "SHOULD"},message:"must have required property '"+"SHOULD"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data59.INFO === undefined){
const err153 = {instancePath:instancePath+"/summary/by_level",schemaPath:"#/properties/summary/properties/by_level/required",keyword:"required",params:{missingProperty: "INFO"},message:"must have required property '"+"INFO"+"'"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
for(const key10 in data59){
if(!(((key10 === "MUST") || (key10 === "SHOULD")) || (key10 === "INFO"))){
const err154 = {instancePath:instancePath+"/summary/by_level",schemaPath:"#/properties/summary/properties/by_level/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data59.MUST !== undefined){
let data60 = data59.MUST;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
if(data60.pass === undefined){
const err155 = {instancePath:instancePath+"/summary/by_level/MUST",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(data60.fail === undefined){
const err156 = {instancePath:instancePath+"/summary/by_level/MUST",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(data60.skip === undefined){
const err157 = {instancePath:instancePath+"/summary/by_level/MUST",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data60.error === undefined){
const err158 = {instancePath:instancePath+"/summary/by_level/MUST",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(data60["not-tested"] === undefined){
const err159 = {instancePath:instancePath+"/summary/by_level/MUST",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/required",keyword:"required",params:{missingProperty: "not-tested"},message:"must have required property '"+"not-tested"+"'"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
for(const key11 in data60){
if(!(((((key11 === "pass") || (key11 === "fail")) || (key11 === "skip")) || (key11 === "error")) || (key11 === "not-tested"))){
const err160 = {instancePath:instancePath+"/summary/by_level/MUST",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data60.pass !== undefined){
let data61 = data60.pass;
if(!((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61)))){
const err161 = {instancePath:instancePath+"/summary/by_level/MUST/pass",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(typeof data61 == "number"){
if(data61 < 0 || isNaN(data61)){
const err162 = {instancePath:instancePath+"/summary/by_level/MUST/pass",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
if(data60.fail !== undefined){
let data62 = data60.fail;
if(!((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62)))){
const err163 = {instancePath:instancePath+"/summary/by_level/MUST/fail",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(typeof data62 == "number"){
if(data62 < 0 || isNaN(data62)){
const err164 = {instancePath:instancePath+"/summary/by_level/MUST/fail",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
if(data60.skip !== undefined){
let data63 = data60.skip;
if(!((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63)))){
const err165 = {instancePath:instancePath+"/summary/by_level/MUST/skip",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(typeof data63 == "number"){
if(data63 < 0 || isNaN(data63)){
const err166 = {instancePath:instancePath+"/summary/by_level/MUST/skip",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
if(data60.error !== undefined){
let data64 = data60.error;
if(!((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64)))){
const err167 = {instancePath:instancePath+"/summary/by_level/MUST/error",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/error/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(typeof data64 == "number"){
if(data64 < 0 || isNaN(data64)){
const err168 = {instancePath:instancePath+"/summary/by_level/MUST/error",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/error/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
if(data60["not-tested"] !== undefined){
let data65 = data60["not-tested"];
if(!((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65)))){
const err169 = {instancePath:instancePath+"/summary/by_level/MUST/not-tested",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/not-tested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(typeof data65 == "number"){
if(data65 < 0 || isNaN(data65)){
const err170 = {instancePath:instancePath+"/summary/by_level/MUST/not-tested",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/properties/not-tested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
}
else {
const err171 = {instancePath:instancePath+"/summary/by_level/MUST",schemaPath:"#/properties/summary/properties/by_level/properties/MUST/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data59.SHOULD !== undefined){
let data66 = data59.SHOULD;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.pass === undefined){
const err172 = {instancePath:instancePath+"/summary/by_level/SHOULD",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data66.fail === undefined){
const err173 = {instancePath:instancePath+"/summary/by_level/SHOULD",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data66.skip === undefined){
const err174 = {instancePath:instancePath+"/summary/by_level/SHOULD",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(data66.error === undefined){
const err175 = {instancePath:instancePath+"/summary/by_level/SHOULD",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(data66["not-tested"] === undefined){
const err176 = {instancePath:instancePath+"/summary/by_level/SHOULD",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/required",keyword:"required",params:{missingProperty: "not-tested"},message:"must have required property '"+"not-tested"+"'"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
for(const key12 in data66){
if(!(((((key12 === "pass") || (key12 === "fail")) || (key12 === "skip")) || (key12 === "error")) || (key12 === "not-tested"))){
const err177 = {instancePath:instancePath+"/summary/by_level/SHOULD",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
if(data66.pass !== undefined){
let data67 = data66.pass;
if(!((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67)))){
const err178 = {instancePath:instancePath+"/summary/by_level/SHOULD/pass",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(typeof data67 == "number"){
if(data67 < 0 || isNaN(data67)){
const err179 = {instancePath:instancePath+"/summary/by_level/SHOULD/pass",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
}
if(data66.fail !== undefined){
let data68 = data66.fail;
if(!((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68)))){
const err180 = {instancePath:instancePath+"/summary/by_level/SHOULD/fail",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(typeof data68 == "number"){
if(data68 < 0 || isNaN(data68)){
const err181 = {instancePath:instancePath+"/summary/by_level/SHOULD/fail",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
}
if(data66.skip !== undefined){
let data69 = data66.skip;
if(!((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69)))){
const err182 = {instancePath:instancePath+"/summary/by_level/SHOULD/skip",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if(typeof data69 == "number"){
if(data69 < 0 || isNaN(data69)){
const err183 = {instancePath:instancePath+"/summary/by_level/SHOULD/skip",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
}
if(data66.error !== undefined){
let data70 = data66.error;
if(!((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70)))){
const err184 = {instancePath:instancePath+"/summary/by_level/SHOULD/error",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/error/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(typeof data70 == "number"){
if(data70 < 0 || isNaN(data70)){
const err185 = {instancePath:instancePath+"/summary/by_level/SHOULD/error",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/error/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
if(data66["not-tested"] !== undefined){
let data71 = data66["not-tested"];
if(!((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71)))){
const err186 = {instancePath:instancePath+"/summary/by_level/SHOULD/not-tested",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/not-tested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(typeof data71 == "number"){
if(data71 < 0 || isNaN(data71)){
const err187 = {instancePath:instancePath+"/summary/by_level/SHOULD/not-tested",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/properties/not-tested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
}
}
else {
const err188 = {instancePath:instancePath+"/summary/by_level/SHOULD",schemaPath:"#/properties/summary/properties/by_level/properties/SHOULD/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data59.INFO !== undefined){
let data72 = data59.INFO;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.pass === undefined){
const err189 = {instancePath:instancePath+"/summary/by_level/INFO",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(data72.fail === undefined){
const err190 = {instancePath:instancePath+"/summary/by_level/INFO",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data72.skip === undefined){
const err191 = {instancePath:instancePath+"/summary/by_level/INFO",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(data72.error === undefined){
const err192 = {instancePath:instancePath+"/summary/by_level/INFO",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(data72["not-tested"] === undefined){
const err193 = {instancePath:instancePath+"/summary/by_level/INFO",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/required",keyword:"required",params:{missingProperty: "not-tested"},message:"must have required property '"+"not-tested"+"'"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
for(const key13 in data72){
if(!(((((key13 === "pass") || (key13 === "fail")) || (key13 === "skip")) || (key13 === "error")) || (key13 === "not-tested"))){
const err194 = {instancePath:instancePath+"/summary/by_level/INFO",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data72.pass !== undefined){
let data73 = data72.pass;
if(!((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73)))){
const err195 = {instancePath:instancePath+"/summary/by_level/INFO/pass",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(typeof data73 == "number"){
if(data73 < 0 || isNaN(data73)){
const err196 = {instancePath:instancePath+"/summary/by_level/INFO/pass",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
if(data72.fail !== undefined){
let data74 = data72.fail;
if(!((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74)))){
const err197 = {instancePath:instancePath+"/summary/by_level/INFO/fail",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(typeof data74 == "number"){
if(data74 < 0 || isNaN(data74)){
const err198 = {instancePath:instancePath+"/summary/by_level/INFO/fail",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
if(data72.skip !== undefined){
let data75 = data72.skip;
if(!((typeof data75 == "number") && (!(data75 % 1) && !isNaN(data75)))){
const err199 = {instancePath:instancePath+"/summary/by_level/INFO/skip",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if(typeof data75 == "number"){
if(data75 < 0 || isNaN(data75)){
const err200 = {instancePath:instancePath+"/summary/by_level/INFO/skip",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
if(data72.error !== undefined){
let data76 = data72.error;
if(!((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76)))){
const err201 = {instancePath:instancePath+"/summary/by_level/INFO/error",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/error/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(typeof data76 == "number"){
if(data76 < 0 || isNaN(data76)){
const err202 = {instancePath:instancePath+"/summary/by_level/INFO/error",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/error/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
if(data72["not-tested"] !== undefined){
let data77 = data72["not-tested"];
if(!((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77)))){
const err203 = {instancePath:instancePath+"/summary/by_level/INFO/not-tested",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/not-tested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(typeof data77 == "number"){
if(data77 < 0 || isNaN(data77)){
const err204 = {instancePath:instancePath+"/summary/by_level/INFO/not-tested",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/properties/not-tested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
}
else {
const err205 = {instancePath:instancePath+"/summary/by_level/INFO",schemaPath:"#/properties/summary/properties/by_level/properties/INFO/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
else {
const err206 = {instancePath:instancePath+"/summary/by_level",schemaPath:"#/properties/summary/properties/by_level/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
if(data51.rules !== undefined){
let data78 = data51.rules;
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
if(data78.pass === undefined){
const err207 = {instancePath:instancePath+"/summary/rules",schemaPath:"#/properties/summary/properties/rules/required",keyword:"required",params:{missingProperty: "pass"},message:"must have required property '"+"pass"+"'"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(data78.fail === undefined){
const err208 = {instancePath:instancePath+"/summary/rules",schemaPath:"#/properties/summary/properties/rules/required",keyword:"required",params:{missingProperty: "fail"},message:"must have required property '"+"fail"+"'"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(data78.skip === undefined){
const err209 = {instancePath:instancePath+"/summary/rules",schemaPath:"#/properties/summary/properties/rules/required",keyword:"required",params:{missingProperty: "skip"},message:"must have required property '"+"skip"+"'"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
if(data78.error === undefined){
const err210 = {instancePath:instancePath+"/summary/rules",schemaPath:"#/properties/summary/properties/rules/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if(data78["not-tested"] === undefined){
const err211 = {instancePath:instancePath+"/summary/rules",schemaPath:"#/properties/summary/properties/rules/required",keyword:"required",params:{missingProperty: "not-tested"},message:"must have required property '"+"not-tested"+"'"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
for(const key14 in data78){
if(!(((((key14 === "pass") || (key14 === "fail")) || (key14 === "skip")) || (key14 === "error")) || (key14 === "not-tested"))){
const err212 = {instancePath:instancePath+"/summary/rules",schemaPath:"#/properties/summary/properties/rules/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data78.pass !== undefined){
let data79 = data78.pass;
if(!((typeof data79 == "number") && (!(data79 % 1) && !isNaN(data79)))){
const err213 = {instancePath:instancePath+"/summary/rules/pass",schemaPath:"#/properties/summary/properties/rules/properties/pass/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if(typeof data79 == "number"){
if(data79 < 0 || isNaN(data79)){
const err214 = {instancePath:instancePath+"/summary/rules/pass",schemaPath:"#/properties/summary/properties/rules/properties/pass/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
if(data78.fail !== undefined){
let data80 = data78.fail;
if(!((typeof data80 == "number") && (!(data80 % 1) && !isNaN(data80)))){
const err215 = {instancePath:instancePath+"/summary/rules/fail",schemaPath:"#/properties/summary/properties/rules/properties/fail/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if(typeof data80 == "number"){
if(data80 < 0 || isNaN(data80)){
const err216 = {instancePath:instancePath+"/summary/rules/fail",schemaPath:"#/properties/summary/properties/rules/properties/fail/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
}
if(data78.skip !== undefined){
let data81 = data78.skip;
if(!((typeof data81 == "number") && (!(data81 % 1) && !isNaN(data81)))){
const err217 = {instancePath:instancePath+"/summary/rules/skip",schemaPath:"#/properties/summary/properties/rules/properties/skip/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if(typeof data81 == "number"){
if(data81 < 0 || isNaN(data81)){
const err218 = {instancePath:instancePath+"/summary/rules/skip",schemaPath:"#/properties/summary/properties/rules/properties/skip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
}
if(data78.error !== undefined){
let data82 = data78.error;
if(!((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82)))){
const err219 = {instancePath:instancePath+"/summary/rules/error",schemaPath:"#/properties/summary/properties/rules/properties/error/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(typeof data82 == "number"){
if(data82 < 0 || isNaN(data82)){
const err220 = {instancePath:instancePath+"/summary/rules/error",schemaPath:"#/properties/summary/properties/rules/properties/error/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
}
if(data78["not-tested"] !== undefined){
let data83 = data78["not-tested"];
if(!((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83)))){
const err221 = {instancePath:instancePath+"/summary/rules/not-tested",schemaPath:"#/properties/summary/properties/rules/properties/not-tested/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(typeof data83 == "number"){
if(data83 < 0 || isNaN(data83)){
const err222 = {instancePath:instancePath+"/summary/rules/not-tested",schemaPath:"#/properties/summary/properties/rules/properties/not-tested/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
}
}
else {
const err223 = {instancePath:instancePath+"/summary/rules",schemaPath:"#/properties/summary/properties/rules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
}
else {
const err224 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data.outcome !== undefined){
let data84 = data.outcome;
if(data84 && typeof data84 == "object" && !Array.isArray(data84)){
if(data84.exit_code === undefined){
const err225 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/required",keyword:"required",params:{missingProperty: "exit_code"},message:"must have required property '"+"exit_code"+"'"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
if(data84.verdict === undefined){
const err226 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(data84.reason === undefined){
const err227 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
for(const key15 in data84){
if(!(((key15 === "exit_code") || (key15 === "verdict")) || (key15 === "reason"))){
const err228 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
if(data84.exit_code !== undefined){
let data85 = data84.exit_code;
const _errs218 = errors;
let valid34 = false;
const _errs219 = errors;
if(!(typeof data85 == "number")){
const err229 = {instancePath:instancePath+"/outcome/exit_code",schemaPath:"#/properties/outcome/properties/exit_code/anyOf/0/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
if(0 !== data85){
const err230 = {instancePath:instancePath+"/outcome/exit_code",schemaPath:"#/properties/outcome/properties/exit_code/anyOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
var _valid6 = _errs219 === errors;
valid34 = valid34 || _valid6;
if(!valid34){
const _errs221 = errors;
if(!(typeof data85 == "number")){
const err231 = {instancePath:instancePath+"/outcome/exit_code",schemaPath:"#/properties/outcome/properties/exit_code/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if(1 !== data85){
const err232 = {instancePath:instancePath+"/outcome/exit_code",schemaPath:"#/properties/outcome/properties/exit_code/anyOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
var _valid6 = _errs221 === errors;
valid34 = valid34 || _valid6;
if(!valid34){
const _errs223 = errors;
if(!(typeof data85 == "number")){
const err233 = {instancePath:instancePath+"/outcome/exit_code",schemaPath:"#/properties/outcome/properties/exit_code/anyOf/2/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
if(2 !== data85){
const err234 = {instancePath:instancePath+"/outcome/exit_code",schemaPath:"#/properties/outcome/properties/exit_code/anyOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
var _valid6 = _errs223 === errors;
valid34 = valid34 || _valid6;
}
}
if(!valid34){
const err235 = {instancePath:instancePath+"/outcome/exit_code",schemaPath:"#/properties/outcome/properties/exit_code/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
else {
errors = _errs218;
if(vErrors !== null){
if(_errs218){
vErrors.length = _errs218;
}
else {
vErrors = null;
}
}
}
}
if(data84.verdict !== undefined){
let data86 = data84.verdict;
const _errs226 = errors;
let valid35 = false;
const _errs227 = errors;
if(typeof data86 !== "string"){
const err236 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if("certified" !== data86){
const err237 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/0/const",keyword:"const",params:{allowedValue: "certified"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
var _valid7 = _errs227 === errors;
valid35 = valid35 || _valid7;
if(!valid35){
const _errs229 = errors;
if(typeof data86 !== "string"){
const err238 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if("passed" !== data86){
const err239 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/1/const",keyword:"const",params:{allowedValue: "passed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
var _valid7 = _errs229 === errors;
valid35 = valid35 || _valid7;
if(!valid35){
const _errs231 = errors;
if(typeof data86 !== "string"){
const err240 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if("failed" !== data86){
const err241 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/2/const",keyword:"const",params:{allowedValue: "failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
var _valid7 = _errs231 === errors;
valid35 = valid35 || _valid7;
if(!valid35){
const _errs233 = errors;
if(typeof data86 !== "string"){
const err242 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if("a2a-conformant" !== data86){
const err243 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/3/const",keyword:"const",params:{allowedValue: "a2a-conformant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid7 = _errs233 === errors;
valid35 = valid35 || _valid7;
if(!valid35){
const _errs235 = errors;
if(typeof data86 !== "string"){
const err244 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if("a2a-failed" !== data86){
const err245 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/4/const",keyword:"const",params:{allowedValue: "a2a-failed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
var _valid7 = _errs235 === errors;
valid35 = valid35 || _valid7;
if(!valid35){
const _errs237 = errors;
if(typeof data86 !== "string"){
const err246 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if("incomplete" !== data86){
const err247 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf/5/const",keyword:"const",params:{allowedValue: "incomplete"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
var _valid7 = _errs237 === errors;
valid35 = valid35 || _valid7;
}
}
}
}
}
if(!valid35){
const err248 = {instancePath:instancePath+"/outcome/verdict",schemaPath:"#/properties/outcome/properties/verdict/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
else {
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
}
}
if(data84.reason !== undefined){
if(typeof data84.reason !== "string"){
const err249 = {instancePath:instancePath+"/outcome/reason",schemaPath:"#/properties/outcome/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
}
else {
const err250 = {instancePath:instancePath+"/outcome",schemaPath:"#/properties/outcome/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data.cases !== undefined){
let data88 = data.cases;
if(Array.isArray(data88)){
const len6 = data88.length;
for(let i6=0; i6<len6; i6++){
let data89 = data88[i6];
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
if(data89.id === undefined){
const err251 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if(data89.title === undefined){
const err252 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
if(data89.section === undefined){
const err253 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
if(data89.sentence === undefined){
const err254 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "sentence"},message:"must have required property '"+"sentence"+"'"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
if(data89.rules === undefined){
const err255 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
if(data89.level === undefined){
const err256 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(data89.status === undefined){
const err257 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
if(data89.duration_ms === undefined){
const err258 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "duration_ms"},message:"must have required property '"+"duration_ms"+"'"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
if(data89.message === undefined){
const err259 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(data89.evidence === undefined){
const err260 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: "evidence"},message:"must have required property '"+"evidence"+"'"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
for(const key16 in data89){
if(!(func2.call(schema11.properties.cases.items.properties, key16))){
const err261 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data89.id !== undefined){
if(typeof data89.id !== "string"){
const err262 = {instancePath:instancePath+"/cases/" + i6+"/id",schemaPath:"#/properties/cases/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data89.title !== undefined){
if(typeof data89.title !== "string"){
const err263 = {instancePath:instancePath+"/cases/" + i6+"/title",schemaPath:"#/properties/cases/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data89.section !== undefined){
if(typeof data89.section !== "string"){
const err264 = {instancePath:instancePath+"/cases/" + i6+"/section",schemaPath:"#/properties/cases/items/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data89.sentence !== undefined){
if(typeof data89.sentence !== "string"){
const err265 = {instancePath:instancePath+"/cases/" + i6+"/sentence",schemaPath:"#/properties/cases/items/properties/sentence/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data89.rules !== undefined){
let data94 = data89.rules;
if(Array.isArray(data94)){
const len7 = data94.length;
for(let i7=0; i7<len7; i7++){
if(typeof data94[i7] !== "string"){
const err266 = {instancePath:instancePath+"/cases/" + i6+"/rules/" + i7,schemaPath:"#/properties/cases/items/properties/rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
}
else {
const err267 = {instancePath:instancePath+"/cases/" + i6+"/rules",schemaPath:"#/properties/cases/items/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data89.level !== undefined){
let data96 = data89.level;
const _errs259 = errors;
let valid41 = false;
const _errs260 = errors;
if(typeof data96 !== "string"){
const err268 = {instancePath:instancePath+"/cases/" + i6+"/level",schemaPath:"#/properties/cases/items/properties/level/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
if("MUST" !== data96){
const err269 = {instancePath:instancePath+"/cases/" + i6+"/level",schemaPath:"#/properties/cases/items/properties/level/anyOf/0/const",keyword:"const",params:{allowedValue: "MUST"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
var _valid8 = _errs260 === errors;
valid41 = valid41 || _valid8;
if(!valid41){
const _errs262 = errors;
if(typeof data96 !== "string"){
const err270 = {instancePath:instancePath+"/cases/" + i6+"/level",schemaPath:"#/properties/cases/items/properties/level/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
if("SHOULD" !== data96){
const err271 = {instancePath:instancePath+"/cases/" + i6+"/level",schemaPath:"#/properties/cases/items/properties/level/anyOf/1/const",keyword:"const",params:{allowedValue: "SHOULD"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
var _valid8 = _errs262 === errors;
valid41 = valid41 || _valid8;
if(!valid41){
const _errs264 = errors;
if(typeof data96 !== "string"){
const err272 = {instancePath:instancePath+"/cases/" + i6+"/level",schemaPath:"#/properties/cases/items/properties/level/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
if("INFO" !== data96){
const err273 = {instancePath:instancePath+"/cases/" + i6+"/level",schemaPath:"#/properties/cases/items/properties/level/anyOf/2/const",keyword:"const",params:{allowedValue: "INFO"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
var _valid8 = _errs264 === errors;
valid41 = valid41 || _valid8;
}
}
if(!valid41){
const err274 = {instancePath:instancePath+"/cases/" + i6+"/level",schemaPath:"#/properties/cases/items/properties/level/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
else {
errors = _errs259;
if(vErrors !== null){
if(_errs259){
vErrors.length = _errs259;
}
else {
vErrors = null;
}
}
}
}
if(data89.status !== undefined){
let data97 = data89.status;
const _errs267 = errors;
let valid42 = false;
const _errs268 = errors;
if(typeof data97 !== "string"){
const err275 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if("pass" !== data97){
const err276 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
var _valid9 = _errs268 === errors;
valid42 = valid42 || _valid9;
if(!valid42){
const _errs270 = errors;
if(typeof data97 !== "string"){
const err277 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
if("fail" !== data97){
const err278 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
var _valid9 = _errs270 === errors;
valid42 = valid42 || _valid9;
if(!valid42){
const _errs272 = errors;
if(typeof data97 !== "string"){
const err279 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if("skip" !== data97){
const err280 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "skip"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var _valid9 = _errs272 === errors;
valid42 = valid42 || _valid9;
if(!valid42){
const _errs274 = errors;
if(typeof data97 !== "string"){
const err281 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if("error" !== data97){
const err282 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
var _valid9 = _errs274 === errors;
valid42 = valid42 || _valid9;
if(!valid42){
const _errs276 = errors;
if(typeof data97 !== "string"){
const err283 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
if("not-tested" !== data97){
const err284 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf/4/const",keyword:"const",params:{allowedValue: "not-tested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
var _valid9 = _errs276 === errors;
valid42 = valid42 || _valid9;
}
}
}
}
if(!valid42){
const err285 = {instancePath:instancePath+"/cases/" + i6+"/status",schemaPath:"#/properties/cases/items/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
else {
errors = _errs267;
if(vErrors !== null){
if(_errs267){
vErrors.length = _errs267;
}
else {
vErrors = null;
}
}
}
}
if(data89.duration_ms !== undefined){
let data98 = data89.duration_ms;
if(typeof data98 == "number"){
if(data98 < 0 || isNaN(data98)){
const err286 = {instancePath:instancePath+"/cases/" + i6+"/duration_ms",schemaPath:"#/properties/cases/items/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
else {
const err287 = {instancePath:instancePath+"/cases/" + i6+"/duration_ms",schemaPath:"#/properties/cases/items/properties/duration_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data89.message !== undefined){
if(typeof data89.message !== "string"){
const err288 = {instancePath:instancePath+"/cases/" + i6+"/message",schemaPath:"#/properties/cases/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
if(data89.agent !== undefined){
if(typeof data89.agent !== "string"){
const err289 = {instancePath:instancePath+"/cases/" + i6+"/agent",schemaPath:"#/properties/cases/items/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data89.evidence !== undefined){
let data101 = data89.evidence;
if(data101 && typeof data101 == "object" && !Array.isArray(data101)){
if(data101.verdicts === undefined){
const err290 = {instancePath:instancePath+"/cases/" + i6+"/evidence",schemaPath:"#/properties/cases/items/properties/evidence/required",keyword:"required",params:{missingProperty: "verdicts"},message:"must have required property '"+"verdicts"+"'"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
if(data101.turns === undefined){
const err291 = {instancePath:instancePath+"/cases/" + i6+"/evidence",schemaPath:"#/properties/cases/items/properties/evidence/required",keyword:"required",params:{missingProperty: "turns"},message:"must have required property '"+"turns"+"'"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
if(data101.exchanges === undefined){
const err292 = {instancePath:instancePath+"/cases/" + i6+"/evidence",schemaPath:"#/properties/cases/items/properties/evidence/required",keyword:"required",params:{missingProperty: "exchanges"},message:"must have required property '"+"exchanges"+"'"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
for(const key17 in data101){
if(!((((key17 === "verdicts") || (key17 === "turns")) || (key17 === "exchanges")) || (key17 === "ref"))){
const err293 = {instancePath:instancePath+"/cases/" + i6+"/evidence",schemaPath:"#/properties/cases/items/properties/evidence/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data101.verdicts !== undefined){
let data102 = data101.verdicts;
if(Array.isArray(data102)){
const len8 = data102.length;
for(let i8=0; i8<len8; i8++){
let data103 = data102[i8];
if(data103 && typeof data103 == "object" && !Array.isArray(data103)){
if(data103.rule === undefined){
const err294 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8,schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if(data103.status === undefined){
const err295 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8,schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
if(data103.message === undefined){
const err296 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8,schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
for(const key18 in data103){
if(!((((key18 === "rule") || (key18 === "status")) || (key18 === "message")) || (key18 === "evidence"))){
const err297 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8,schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
if(data103.rule !== undefined){
if(typeof data103.rule !== "string"){
const err298 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/rule",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
if(data103.status !== undefined){
let data105 = data103.status;
const _errs295 = errors;
let valid47 = false;
const _errs296 = errors;
if(typeof data105 !== "string"){
const err299 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
if("pass" !== data105){
const err300 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
var _valid10 = _errs296 === errors;
valid47 = valid47 || _valid10;
if(!valid47){
const _errs298 = errors;
if(typeof data105 !== "string"){
const err301 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
if("fail" !== data105){
const err302 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
var _valid10 = _errs298 === errors;
valid47 = valid47 || _valid10;
if(!valid47){
const _errs300 = errors;
if(typeof data105 !== "string"){
const err303 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
if("skip" !== data105){
const err304 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "skip"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
var _valid10 = _errs300 === errors;
valid47 = valid47 || _valid10;
if(!valid47){
const _errs302 = errors;
if(typeof data105 !== "string"){
const err305 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
if("error" !== data105){
const err306 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
var _valid10 = _errs302 === errors;
valid47 = valid47 || _valid10;
if(!valid47){
const _errs304 = errors;
if(typeof data105 !== "string"){
const err307 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
if("not-tested" !== data105){
const err308 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf/4/const",keyword:"const",params:{allowedValue: "not-tested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
var _valid10 = _errs304 === errors;
valid47 = valid47 || _valid10;
}
}
}
}
if(!valid47){
const err309 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/status",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
else {
errors = _errs295;
if(vErrors !== null){
if(_errs295){
vErrors.length = _errs295;
}
else {
vErrors = null;
}
}
}
}
if(data103.message !== undefined){
if(typeof data103.message !== "string"){
const err310 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8+"/message",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
}
else {
const err311 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts/" + i8,schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
}
else {
const err312 = {instancePath:instancePath+"/cases/" + i6+"/evidence/verdicts",schemaPath:"#/properties/cases/items/properties/evidence/properties/verdicts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
if(data101.turns !== undefined){
if(!(Array.isArray(data101.turns))){
const err313 = {instancePath:instancePath+"/cases/" + i6+"/evidence/turns",schemaPath:"#/properties/cases/items/properties/evidence/properties/turns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
if(data101.exchanges !== undefined){
if(!(Array.isArray(data101.exchanges))){
const err314 = {instancePath:instancePath+"/cases/" + i6+"/evidence/exchanges",schemaPath:"#/properties/cases/items/properties/evidence/properties/exchanges/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
if(data101.ref !== undefined){
let data109 = data101.ref;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
if(data109.bundle === undefined){
const err315 = {instancePath:instancePath+"/cases/" + i6+"/evidence/ref",schemaPath:"#/properties/cases/items/properties/evidence/properties/ref/required",keyword:"required",params:{missingProperty: "bundle"},message:"must have required property '"+"bundle"+"'"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
if(data109.file === undefined){
const err316 = {instancePath:instancePath+"/cases/" + i6+"/evidence/ref",schemaPath:"#/properties/cases/items/properties/evidence/properties/ref/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
for(const key19 in data109){
if(!((key19 === "bundle") || (key19 === "file"))){
const err317 = {instancePath:instancePath+"/cases/" + i6+"/evidence/ref",schemaPath:"#/properties/cases/items/properties/evidence/properties/ref/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data109.bundle !== undefined){
if(typeof data109.bundle !== "string"){
const err318 = {instancePath:instancePath+"/cases/" + i6+"/evidence/ref/bundle",schemaPath:"#/properties/cases/items/properties/evidence/properties/ref/properties/bundle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data109.file !== undefined){
if(typeof data109.file !== "string"){
const err319 = {instancePath:instancePath+"/cases/" + i6+"/evidence/ref/file",schemaPath:"#/properties/cases/items/properties/evidence/properties/ref/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
}
else {
const err320 = {instancePath:instancePath+"/cases/" + i6+"/evidence/ref",schemaPath:"#/properties/cases/items/properties/evidence/properties/ref/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
}
else {
const err321 = {instancePath:instancePath+"/cases/" + i6+"/evidence",schemaPath:"#/properties/cases/items/properties/evidence/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
}
else {
const err322 = {instancePath:instancePath+"/cases/" + i6,schemaPath:"#/properties/cases/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
}
else {
const err323 = {instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
if(data.rules !== undefined){
let data112 = data.rules;
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
for(const key20 in data112){
if(pattern2.test(key20)){
let data113 = data112[key20];
if(data113 && typeof data113 == "object" && !Array.isArray(data113)){
if(data113.level === undefined){
const err324 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(data113.status === undefined){
const err325 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(data113.cases === undefined){
const err326 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/required",keyword:"required",params:{missingProperty: "cases"},message:"must have required property '"+"cases"+"'"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(data113.message === undefined){
const err327 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
for(const key21 in data113){
if(!((((key21 === "level") || (key21 === "status")) || (key21 === "cases")) || (key21 === "message"))){
const err328 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
if(data113.level !== undefined){
let data114 = data113.level;
const _errs325 = errors;
let valid51 = false;
const _errs326 = errors;
if(typeof data114 !== "string"){
const err329 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/level",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/level/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
if("MUST" !== data114){
const err330 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/level",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/level/anyOf/0/const",keyword:"const",params:{allowedValue: "MUST"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
var _valid11 = _errs326 === errors;
valid51 = valid51 || _valid11;
if(!valid51){
const _errs328 = errors;
if(typeof data114 !== "string"){
const err331 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/level",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/level/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
if("SHOULD" !== data114){
const err332 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/level",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/level/anyOf/1/const",keyword:"const",params:{allowedValue: "SHOULD"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
var _valid11 = _errs328 === errors;
valid51 = valid51 || _valid11;
if(!valid51){
const _errs330 = errors;
if(typeof data114 !== "string"){
const err333 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/level",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/level/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
if("INFO" !== data114){
const err334 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/level",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/level/anyOf/2/const",keyword:"const",params:{allowedValue: "INFO"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
var _valid11 = _errs330 === errors;
valid51 = valid51 || _valid11;
}
}
if(!valid51){
const err335 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/level",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/level/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
else {
errors = _errs325;
if(vErrors !== null){
if(_errs325){
vErrors.length = _errs325;
}
else {
vErrors = null;
}
}
}
}
if(data113.status !== undefined){
let data115 = data113.status;
const _errs333 = errors;
let valid52 = false;
const _errs334 = errors;
if(typeof data115 !== "string"){
const err336 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if("pass" !== data115){
const err337 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
var _valid12 = _errs334 === errors;
valid52 = valid52 || _valid12;
if(!valid52){
const _errs336 = errors;
if(typeof data115 !== "string"){
const err338 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
if("fail" !== data115){
const err339 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
var _valid12 = _errs336 === errors;
valid52 = valid52 || _valid12;
if(!valid52){
const _errs338 = errors;
if(typeof data115 !== "string"){
const err340 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
if("skip" !== data115){
const err341 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "skip"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
var _valid12 = _errs338 === errors;
valid52 = valid52 || _valid12;
if(!valid52){
const _errs340 = errors;
if(typeof data115 !== "string"){
const err342 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if("error" !== data115){
const err343 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
var _valid12 = _errs340 === errors;
valid52 = valid52 || _valid12;
if(!valid52){
const _errs342 = errors;
if(typeof data115 !== "string"){
const err344 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if("not-tested" !== data115){
const err345 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf/4/const",keyword:"const",params:{allowedValue: "not-tested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
var _valid12 = _errs342 === errors;
valid52 = valid52 || _valid12;
}
}
}
}
if(!valid52){
const err346 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
else {
errors = _errs333;
if(vErrors !== null){
if(_errs333){
vErrors.length = _errs333;
}
else {
vErrors = null;
}
}
}
}
if(data113.cases !== undefined){
let data116 = data113.cases;
if(Array.isArray(data116)){
const len9 = data116.length;
for(let i9=0; i9<len9; i9++){
if(typeof data116[i9] !== "string"){
const err347 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/cases/" + i9,schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/cases/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
}
else {
const err348 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/cases",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/cases/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
if(data113.message !== undefined){
if(typeof data113.message !== "string"){
const err349 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/message",schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
}
else {
const err350 = {instancePath:instancePath+"/rules/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/patternProperties/%5E(.*)%24/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
}
}
else {
const err351 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
if(data.known_deviations !== undefined){
let data119 = data.known_deviations;
if(Array.isArray(data119)){
const len10 = data119.length;
for(let i10=0; i10<len10; i10++){
let data120 = data119[i10];
if(data120 && typeof data120 == "object" && !Array.isArray(data120)){
if(data120.reason === undefined){
const err352 = {instancePath:instancePath+"/known_deviations/" + i10,schemaPath:"#/properties/known_deviations/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
if(data120.state === undefined){
const err353 = {instancePath:instancePath+"/known_deviations/" + i10,schemaPath:"#/properties/known_deviations/items/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
if(data120.level === undefined){
const err354 = {instancePath:instancePath+"/known_deviations/" + i10,schemaPath:"#/properties/known_deviations/items/required",keyword:"required",params:{missingProperty: "level"},message:"must have required property '"+"level"+"'"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
if(data120.covers === undefined){
const err355 = {instancePath:instancePath+"/known_deviations/" + i10,schemaPath:"#/properties/known_deviations/items/required",keyword:"required",params:{missingProperty: "covers"},message:"must have required property '"+"covers"+"'"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
for(const key22 in data120){
if(!((((((((key22 === "rule") || (key22 === "case")) || (key22 === "reason")) || (key22 === "expires")) || (key22 === "state")) || (key22 === "level")) || (key22 === "covers")) || (key22 === "listed_as"))){
const err356 = {instancePath:instancePath+"/known_deviations/" + i10,schemaPath:"#/properties/known_deviations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
if(data120.rule !== undefined){
let data121 = data120.rule;
if(typeof data121 === "string"){
if(func5(data121) < 1){
const err357 = {instancePath:instancePath+"/known_deviations/" + i10+"/rule",schemaPath:"#/properties/known_deviations/items/properties/rule/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
else {
const err358 = {instancePath:instancePath+"/known_deviations/" + i10+"/rule",schemaPath:"#/properties/known_deviations/items/properties/rule/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
if(data120.case !== undefined){
let data122 = data120.case;
if(typeof data122 === "string"){
if(func5(data122) < 1){
const err359 = {instancePath:instancePath+"/known_deviations/" + i10+"/case",schemaPath:"#/properties/known_deviations/items/properties/case/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
else {
const err360 = {instancePath:instancePath+"/known_deviations/" + i10+"/case",schemaPath:"#/properties/known_deviations/items/properties/case/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
if(data120.reason !== undefined){
let data123 = data120.reason;
if(typeof data123 === "string"){
if(func5(data123) < 1){
const err361 = {instancePath:instancePath+"/known_deviations/" + i10+"/reason",schemaPath:"#/properties/known_deviations/items/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
else {
const err362 = {instancePath:instancePath+"/known_deviations/" + i10+"/reason",schemaPath:"#/properties/known_deviations/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data120.expires !== undefined){
let data124 = data120.expires;
if(typeof data124 === "string"){
if(!pattern3.test(data124)){
const err363 = {instancePath:instancePath+"/known_deviations/" + i10+"/expires",schemaPath:"#/properties/known_deviations/items/properties/expires/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}$"+"\""};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
else {
const err364 = {instancePath:instancePath+"/known_deviations/" + i10+"/expires",schemaPath:"#/properties/known_deviations/items/properties/expires/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
if(data120.state !== undefined){
let data125 = data120.state;
const _errs364 = errors;
let valid58 = false;
const _errs365 = errors;
if(typeof data125 !== "string"){
const err365 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
if("failing" !== data125){
const err366 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/0/const",keyword:"const",params:{allowedValue: "failing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
var _valid13 = _errs365 === errors;
valid58 = valid58 || _valid13;
if(!valid58){
const _errs367 = errors;
if(typeof data125 !== "string"){
const err367 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
if("stale" !== data125){
const err368 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/1/const",keyword:"const",params:{allowedValue: "stale"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
var _valid13 = _errs367 === errors;
valid58 = valid58 || _valid13;
if(!valid58){
const _errs369 = errors;
if(typeof data125 !== "string"){
const err369 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if("expired" !== data125){
const err370 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/2/const",keyword:"const",params:{allowedValue: "expired"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
var _valid13 = _errs369 === errors;
valid58 = valid58 || _valid13;
if(!valid58){
const _errs371 = errors;
if(typeof data125 !== "string"){
const err371 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
if("not-judged" !== data125){
const err372 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf/3/const",keyword:"const",params:{allowedValue: "not-judged"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid13 = _errs371 === errors;
valid58 = valid58 || _valid13;
}
}
}
if(!valid58){
const err373 = {instancePath:instancePath+"/known_deviations/" + i10+"/state",schemaPath:"#/properties/known_deviations/items/properties/state/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
else {
errors = _errs364;
if(vErrors !== null){
if(_errs364){
vErrors.length = _errs364;
}
else {
vErrors = null;
}
}
}
}
if(data120.level !== undefined){
let data126 = data120.level;
const _errs374 = errors;
let valid59 = false;
const _errs375 = errors;
if(typeof data126 !== "string"){
const err374 = {instancePath:instancePath+"/known_deviations/" + i10+"/level",schemaPath:"#/properties/known_deviations/items/properties/level/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
if("MUST" !== data126){
const err375 = {instancePath:instancePath+"/known_deviations/" + i10+"/level",schemaPath:"#/properties/known_deviations/items/properties/level/anyOf/0/const",keyword:"const",params:{allowedValue: "MUST"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
var _valid14 = _errs375 === errors;
valid59 = valid59 || _valid14;
if(!valid59){
const _errs377 = errors;
if(typeof data126 !== "string"){
const err376 = {instancePath:instancePath+"/known_deviations/" + i10+"/level",schemaPath:"#/properties/known_deviations/items/properties/level/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if("SHOULD" !== data126){
const err377 = {instancePath:instancePath+"/known_deviations/" + i10+"/level",schemaPath:"#/properties/known_deviations/items/properties/level/anyOf/1/const",keyword:"const",params:{allowedValue: "SHOULD"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
var _valid14 = _errs377 === errors;
valid59 = valid59 || _valid14;
if(!valid59){
const _errs379 = errors;
if(typeof data126 !== "string"){
const err378 = {instancePath:instancePath+"/known_deviations/" + i10+"/level",schemaPath:"#/properties/known_deviations/items/properties/level/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
if("INFO" !== data126){
const err379 = {instancePath:instancePath+"/known_deviations/" + i10+"/level",schemaPath:"#/properties/known_deviations/items/properties/level/anyOf/2/const",keyword:"const",params:{allowedValue: "INFO"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
var _valid14 = _errs379 === errors;
valid59 = valid59 || _valid14;
}
}
if(!valid59){
const err380 = {instancePath:instancePath+"/known_deviations/" + i10+"/level",schemaPath:"#/properties/known_deviations/items/properties/level/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
else {
errors = _errs374;
if(vErrors !== null){
if(_errs374){
vErrors.length = _errs374;
}
else {
vErrors = null;
}
}
}
}
if(data120.covers !== undefined){
let data127 = data120.covers;
if(Array.isArray(data127)){
const len11 = data127.length;
for(let i11=0; i11<len11; i11++){
if(typeof data127[i11] !== "string"){
const err381 = {instancePath:instancePath+"/known_deviations/" + i10+"/covers/" + i11,schemaPath:"#/properties/known_deviations/items/properties/covers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
}
else {
const err382 = {instancePath:instancePath+"/known_deviations/" + i10+"/covers",schemaPath:"#/properties/known_deviations/items/properties/covers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data120.listed_as !== undefined){
if(typeof data120.listed_as !== "string"){
const err383 = {instancePath:instancePath+"/known_deviations/" + i10+"/listed_as",schemaPath:"#/properties/known_deviations/items/properties/listed_as/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
}
else {
const err384 = {instancePath:instancePath+"/known_deviations/" + i10,schemaPath:"#/properties/known_deviations/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
}
else {
const err385 = {instancePath:instancePath+"/known_deviations",schemaPath:"#/properties/known_deviations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data.shard !== undefined){
let data130 = data.shard;
if(data130 && typeof data130 == "object" && !Array.isArray(data130)){
if(data130.index === undefined){
const err386 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
if(data130.total === undefined){
const err387 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
if(data130.balance === undefined){
const err388 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "balance"},message:"must have required property '"+"balance"+"'"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if(data130.selection === undefined){
const err389 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/required",keyword:"required",params:{missingProperty: "selection"},message:"must have required property '"+"selection"+"'"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
for(const key23 in data130){
if(!((((key23 === "index") || (key23 === "total")) || (key23 === "balance")) || (key23 === "selection"))){
const err390 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data130.index !== undefined){
let data131 = data130.index;
if(!((typeof data131 == "number") && (!(data131 % 1) && !isNaN(data131)))){
const err391 = {instancePath:instancePath+"/shard/index",schemaPath:"#/properties/shard/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if(typeof data131 == "number"){
if(data131 < 1 || isNaN(data131)){
const err392 = {instancePath:instancePath+"/shard/index",schemaPath:"#/properties/shard/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
}
if(data130.total !== undefined){
let data132 = data130.total;
if(!((typeof data132 == "number") && (!(data132 % 1) && !isNaN(data132)))){
const err393 = {instancePath:instancePath+"/shard/total",schemaPath:"#/properties/shard/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
if(typeof data132 == "number"){
if(data132 < 1 || isNaN(data132)){
const err394 = {instancePath:instancePath+"/shard/total",schemaPath:"#/properties/shard/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
}
if(data130.balance !== undefined){
let data133 = data130.balance;
const _errs395 = errors;
let valid63 = false;
const _errs396 = errors;
if(typeof data133 !== "string"){
const err395 = {instancePath:instancePath+"/shard/balance",schemaPath:"#/properties/shard/properties/balance/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
if("durations" !== data133){
const err396 = {instancePath:instancePath+"/shard/balance",schemaPath:"#/properties/shard/properties/balance/anyOf/0/const",keyword:"const",params:{allowedValue: "durations"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
var _valid15 = _errs396 === errors;
valid63 = valid63 || _valid15;
if(!valid63){
const _errs398 = errors;
if(typeof data133 !== "string"){
const err397 = {instancePath:instancePath+"/shard/balance",schemaPath:"#/properties/shard/properties/balance/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
if("count" !== data133){
const err398 = {instancePath:instancePath+"/shard/balance",schemaPath:"#/properties/shard/properties/balance/anyOf/1/const",keyword:"const",params:{allowedValue: "count"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
var _valid15 = _errs398 === errors;
valid63 = valid63 || _valid15;
}
if(!valid63){
const err399 = {instancePath:instancePath+"/shard/balance",schemaPath:"#/properties/shard/properties/balance/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
else {
errors = _errs395;
if(vErrors !== null){
if(_errs395){
vErrors.length = _errs395;
}
else {
vErrors = null;
}
}
}
}
if(data130.selection !== undefined){
let data134 = data130.selection;
if(Array.isArray(data134)){
const len12 = data134.length;
for(let i12=0; i12<len12; i12++){
if(typeof data134[i12] !== "string"){
const err400 = {instancePath:instancePath+"/shard/selection/" + i12,schemaPath:"#/properties/shard/properties/selection/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
}
else {
const err401 = {instancePath:instancePath+"/shard/selection",schemaPath:"#/properties/shard/properties/selection/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
else {
const err402 = {instancePath:instancePath+"/shard",schemaPath:"#/properties/shard/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
if(data.merged_from !== undefined){
let data136 = data.merged_from;
if(Array.isArray(data136)){
const len13 = data136.length;
for(let i13=0; i13<len13; i13++){
let data137 = data136[i13];
if(data137 && typeof data137 == "object" && !Array.isArray(data137)){
if(data137.index === undefined){
const err403 = {instancePath:instancePath+"/merged_from/" + i13,schemaPath:"#/properties/merged_from/items/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
if(data137.total === undefined){
const err404 = {instancePath:instancePath+"/merged_from/" + i13,schemaPath:"#/properties/merged_from/items/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
if(data137.started_at === undefined){
const err405 = {instancePath:instancePath+"/merged_from/" + i13,schemaPath:"#/properties/merged_from/items/required",keyword:"required",params:{missingProperty: "started_at"},message:"must have required property '"+"started_at"+"'"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
if(data137.duration_ms === undefined){
const err406 = {instancePath:instancePath+"/merged_from/" + i13,schemaPath:"#/properties/merged_from/items/required",keyword:"required",params:{missingProperty: "duration_ms"},message:"must have required property '"+"duration_ms"+"'"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
for(const key24 in data137){
if(!((((key24 === "index") || (key24 === "total")) || (key24 === "started_at")) || (key24 === "duration_ms"))){
const err407 = {instancePath:instancePath+"/merged_from/" + i13,schemaPath:"#/properties/merged_from/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
if(data137.index !== undefined){
let data138 = data137.index;
if(!((typeof data138 == "number") && (!(data138 % 1) && !isNaN(data138)))){
const err408 = {instancePath:instancePath+"/merged_from/" + i13+"/index",schemaPath:"#/properties/merged_from/items/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
if(typeof data138 == "number"){
if(data138 < 1 || isNaN(data138)){
const err409 = {instancePath:instancePath+"/merged_from/" + i13+"/index",schemaPath:"#/properties/merged_from/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
}
if(data137.total !== undefined){
let data139 = data137.total;
if(!((typeof data139 == "number") && (!(data139 % 1) && !isNaN(data139)))){
const err410 = {instancePath:instancePath+"/merged_from/" + i13+"/total",schemaPath:"#/properties/merged_from/items/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
if(typeof data139 == "number"){
if(data139 < 1 || isNaN(data139)){
const err411 = {instancePath:instancePath+"/merged_from/" + i13+"/total",schemaPath:"#/properties/merged_from/items/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
if(data137.started_at !== undefined){
if(typeof data137.started_at !== "string"){
const err412 = {instancePath:instancePath+"/merged_from/" + i13+"/started_at",schemaPath:"#/properties/merged_from/items/properties/started_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data137.duration_ms !== undefined){
let data141 = data137.duration_ms;
if(typeof data141 == "number"){
if(data141 < 0 || isNaN(data141)){
const err413 = {instancePath:instancePath+"/merged_from/" + i13+"/duration_ms",schemaPath:"#/properties/merged_from/items/properties/duration_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
else {
const err414 = {instancePath:instancePath+"/merged_from/" + i13+"/duration_ms",schemaPath:"#/properties/merged_from/items/properties/duration_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
}
else {
const err415 = {instancePath:instancePath+"/merged_from/" + i13,schemaPath:"#/properties/merged_from/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
}
else {
const err416 = {instancePath:instancePath+"/merged_from",schemaPath:"#/properties/merged_from/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
if(data.rejudged_from !== undefined){
let data142 = data.rejudged_from;
if(data142 && typeof data142 == "object" && !Array.isArray(data142)){
if(data142.bundle === undefined){
const err417 = {instancePath:instancePath+"/rejudged_from",schemaPath:"#/properties/rejudged_from/required",keyword:"required",params:{missingProperty: "bundle"},message:"must have required property '"+"bundle"+"'"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
if(data142.kit === undefined){
const err418 = {instancePath:instancePath+"/rejudged_from",schemaPath:"#/properties/rejudged_from/required",keyword:"required",params:{missingProperty: "kit"},message:"must have required property '"+"kit"+"'"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
if(data142.catalogue_digest === undefined){
const err419 = {instancePath:instancePath+"/rejudged_from",schemaPath:"#/properties/rejudged_from/required",keyword:"required",params:{missingProperty: "catalogue_digest"},message:"must have required property '"+"catalogue_digest"+"'"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
if(data142.started_at === undefined){
const err420 = {instancePath:instancePath+"/rejudged_from",schemaPath:"#/properties/rejudged_from/required",keyword:"required",params:{missingProperty: "started_at"},message:"must have required property '"+"started_at"+"'"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
if(data142.changed === undefined){
const err421 = {instancePath:instancePath+"/rejudged_from",schemaPath:"#/properties/rejudged_from/required",keyword:"required",params:{missingProperty: "changed"},message:"must have required property '"+"changed"+"'"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
for(const key25 in data142){
if(!(((((key25 === "bundle") || (key25 === "kit")) || (key25 === "catalogue_digest")) || (key25 === "started_at")) || (key25 === "changed"))){
const err422 = {instancePath:instancePath+"/rejudged_from",schemaPath:"#/properties/rejudged_from/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
if(data142.bundle !== undefined){
if(typeof data142.bundle !== "string"){
const err423 = {instancePath:instancePath+"/rejudged_from/bundle",schemaPath:"#/properties/rejudged_from/properties/bundle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
if(data142.kit !== undefined){
let data144 = data142.kit;
if(data144 && typeof data144 == "object" && !Array.isArray(data144)){
if(data144.name === undefined){
const err424 = {instancePath:instancePath+"/rejudged_from/kit",schemaPath:"#/properties/rejudged_from/properties/kit/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
if(data144.version === undefined){
const err425 = {instancePath:instancePath+"/rejudged_from/kit",schemaPath:"#/properties/rejudged_from/properties/kit/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
for(const key26 in data144){
if(!((key26 === "name") || (key26 === "version"))){
const err426 = {instancePath:instancePath+"/rejudged_from/kit",schemaPath:"#/properties/rejudged_from/properties/kit/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
if(data144.name !== undefined){
if(typeof data144.name !== "string"){
const err427 = {instancePath:instancePath+"/rejudged_from/kit/name",schemaPath:"#/properties/rejudged_from/properties/kit/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data144.version !== undefined){
if(typeof data144.version !== "string"){
const err428 = {instancePath:instancePath+"/rejudged_from/kit/version",schemaPath:"#/properties/rejudged_from/properties/kit/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
}
else {
const err429 = {instancePath:instancePath+"/rejudged_from/kit",schemaPath:"#/properties/rejudged_from/properties/kit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
if(data142.catalogue_digest !== undefined){
if(typeof data142.catalogue_digest !== "string"){
const err430 = {instancePath:instancePath+"/rejudged_from/catalogue_digest",schemaPath:"#/properties/rejudged_from/properties/catalogue_digest/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
if(data142.started_at !== undefined){
if(typeof data142.started_at !== "string"){
const err431 = {instancePath:instancePath+"/rejudged_from/started_at",schemaPath:"#/properties/rejudged_from/properties/started_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
if(data142.changed !== undefined){
let data149 = data142.changed;
if(Array.isArray(data149)){
const len14 = data149.length;
for(let i14=0; i14<len14; i14++){
let data150 = data149[i14];
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
if(data150.id === undefined){
const err432 = {instancePath:instancePath+"/rejudged_from/changed/" + i14,schemaPath:"#/properties/rejudged_from/properties/changed/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
if(data150.was === undefined){
const err433 = {instancePath:instancePath+"/rejudged_from/changed/" + i14,schemaPath:"#/properties/rejudged_from/properties/changed/items/required",keyword:"required",params:{missingProperty: "was"},message:"must have required property '"+"was"+"'"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
if(data150.now === undefined){
const err434 = {instancePath:instancePath+"/rejudged_from/changed/" + i14,schemaPath:"#/properties/rejudged_from/properties/changed/items/required",keyword:"required",params:{missingProperty: "now"},message:"must have required property '"+"now"+"'"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
for(const key27 in data150){
if(!(((key27 === "id") || (key27 === "was")) || (key27 === "now"))){
const err435 = {instancePath:instancePath+"/rejudged_from/changed/" + i14,schemaPath:"#/properties/rejudged_from/properties/changed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
if(data150.id !== undefined){
if(typeof data150.id !== "string"){
const err436 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/id",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
if(data150.was !== undefined){
let data152 = data150.was;
const _errs441 = errors;
let valid74 = false;
const _errs442 = errors;
if(typeof data152 !== "string"){
const err437 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
if("pass" !== data152){
const err438 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
var _valid16 = _errs442 === errors;
valid74 = valid74 || _valid16;
if(!valid74){
const _errs444 = errors;
if(typeof data152 !== "string"){
const err439 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
if("fail" !== data152){
const err440 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
var _valid16 = _errs444 === errors;
valid74 = valid74 || _valid16;
if(!valid74){
const _errs446 = errors;
if(typeof data152 !== "string"){
const err441 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
if("skip" !== data152){
const err442 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/2/const",keyword:"const",params:{allowedValue: "skip"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
var _valid16 = _errs446 === errors;
valid74 = valid74 || _valid16;
if(!valid74){
const _errs448 = errors;
if(typeof data152 !== "string"){
const err443 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
if("error" !== data152){
const err444 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/3/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
var _valid16 = _errs448 === errors;
valid74 = valid74 || _valid16;
if(!valid74){
const _errs450 = errors;
if(typeof data152 !== "string"){
const err445 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
if("not-tested" !== data152){
const err446 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf/4/const",keyword:"const",params:{allowedValue: "not-tested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
var _valid16 = _errs450 === errors;
valid74 = valid74 || _valid16;
}
}
}
}
if(!valid74){
const err447 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/was",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/was/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
else {
errors = _errs441;
if(vErrors !== null){
if(_errs441){
vErrors.length = _errs441;
}
else {
vErrors = null;
}
}
}
}
if(data150.now !== undefined){
let data153 = data150.now;
const _errs453 = errors;
let valid75 = false;
const _errs454 = errors;
if(typeof data153 !== "string"){
const err448 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
if("pass" !== data153){
const err449 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/0/const",keyword:"const",params:{allowedValue: "pass"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
var _valid17 = _errs454 === errors;
valid75 = valid75 || _valid17;
if(!valid75){
const _errs456 = errors;
if(typeof data153 !== "string"){
const err450 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
if("fail" !== data153){
const err451 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/1/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
var _valid17 = _errs456 === errors;
valid75 = valid75 || _valid17;
if(!valid75){
const _errs458 = errors;
if(typeof data153 !== "string"){
const err452 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
if("skip" !== data153){
const err453 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/2/const",keyword:"const",params:{allowedValue: "skip"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
var _valid17 = _errs458 === errors;
valid75 = valid75 || _valid17;
if(!valid75){
const _errs460 = errors;
if(typeof data153 !== "string"){
const err454 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
if("error" !== data153){
const err455 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/3/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
var _valid17 = _errs460 === errors;
valid75 = valid75 || _valid17;
if(!valid75){
const _errs462 = errors;
if(typeof data153 !== "string"){
const err456 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
if("not-tested" !== data153){
const err457 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf/4/const",keyword:"const",params:{allowedValue: "not-tested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
var _valid17 = _errs462 === errors;
valid75 = valid75 || _valid17;
}
}
}
}
if(!valid75){
const err458 = {instancePath:instancePath+"/rejudged_from/changed/" + i14+"/now",schemaPath:"#/properties/rejudged_from/properties/changed/items/properties/now/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
else {
errors = _errs453;
if(vErrors !== null){
if(_errs453){
vErrors.length = _errs453;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err459 = {instancePath:instancePath+"/rejudged_from/changed/" + i14,schemaPath:"#/properties/rejudged_from/properties/changed/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
}
else {
const err460 = {instancePath:instancePath+"/rejudged_from/changed",schemaPath:"#/properties/rejudged_from/properties/changed/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
}
else {
const err461 = {instancePath:instancePath+"/rejudged_from",schemaPath:"#/properties/rejudged_from/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
}
else {
const err462 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export const validate = validate10 as unknown as ValidateFunction;
