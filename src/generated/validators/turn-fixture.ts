// Generated from suites/turn-fixture-schema.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
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
const schema11 = {"additionalProperties":false,"type":"object","required":["id","title","section","sentence","rules","turn","expect"],"properties":{"$schema":{"type":"string"},"id":{"pattern":"^[a-z0-9][a-z0-9._-]*$","type":"string"},"title":{"minLength":1,"type":"string"},"section":{"minLength":1,"type":"string"},"sentence":{"minLength":1,"type":"string"},"rules":{"minItems":1,"type":"array","items":{"minLength":1,"type":"string"}},"needs":{"type":"array","items":{"anyOf":[{"const":"tools.fast","type":"string"},{"const":"tools.failing","type":"string"},{"const":"tools.slow","type":"string"},{"const":"tools.file","type":"string"},{"const":"tools.big","type":"string"},{"const":"max_steps","type":"string"},{"const":"deadline_seconds","type":"string"},{"const":"send_reasoning","type":"string"},{"const":"no_send_reasoning","type":"string"},{"const":"accepts_images","type":"string"},{"const":"refuses_images","type":"string"},{"const":"input.parts","type":"string"}]}},"turn":{"additionalProperties":false,"type":"object","properties":{"steps":{"minItems":1,"type":"array","items":{"additionalProperties":false,"type":"object","properties":{"reasoning":{"type":"string"},"text":{"type":"string"},"tool_calls":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["name"],"properties":{"id":{"minLength":1,"description":"Call id; default `call_<step>_<index>`.","type":"string"},"name":{"minLength":1,"description":"Tool name. `$any` calls the first tool the request offers.","type":"string"},"arguments":{"description":"Arguments, sent as their JSON text.","type":"object","patternProperties":{"^(.*)$":{}}},"arguments_raw":{"description":"Exact argument text in place of `arguments`; may be invalid JSON.","type":"string"}}}},"finish_reason":{"anyOf":[{"const":"stop","type":"string"},{"const":"tool_calls","type":"string"},{"const":"length","type":"string"},{"const":"content_filter","type":"string"}]},"usage":{"additionalProperties":false,"description":"Reported usage; computed from the characters when absent.","type":"object","required":["input","output"],"properties":{"input":{"minimum":0,"type":"integer"},"output":{"minimum":0,"type":"integer"}}},"timing":{"additionalProperties":false,"type":"object","properties":{"ttft_ms":{"minimum":0,"description":"Delay before the first frame (default 0).","type":"number"},"chunk_chars":{"minimum":1,"description":"Characters (code points) per piece (default 4).","type":"integer"},"interval_ms":{"minimum":0,"description":"Delay between frames (default 0).","type":"number"},"pieces":{"description":"Exact pieces and send times; replaces the step's text and reasoning when those are absent.","type":"array","items":{"additionalProperties":false,"type":"object","required":["kind","text","at_ms"],"properties":{"kind":{"anyOf":[{"const":"text","type":"string"},{"const":"reasoning","type":"string"}]},"text":{"type":"string"},"at_ms":{"minimum":0,"description":"Send time, in ms after the request arrived.","type":"number"}}}}}},"fault":{"additionalProperties":false,"minProperties":1,"type":"object","properties":{"http_status":{"minimum":400,"maximum":599,"description":"Answer this HTTP status before any stream byte.","type":"integer"},"body":{"description":"With http_status: the body (a string is sent as is); default an OpenAI error."},"headers":{"description":"With http_status: extra headers (default `x-should-retry: false`).","type":"object","patternProperties":{"^(.*)$":{"type":"string"}}},"error_frame_after":{"minimum":0,"description":"Send an OpenAI `data: {\"error\":...}` frame after N frames, then end.","type":"integer"},"cut_after":{"minimum":0,"description":"Close the socket after N frames.","type":"integer"},"eof_without_finish":{"description":"End the stream with no finish_reason and no [DONE].","const":true,"type":"boolean"},"malformed_after":{"minimum":0,"description":"Send a frame that is not JSON after N frames, then end.","type":"integer"},"stall_after":{"minimum":0,"description":"Send no more bytes after N frames (for `ms`, or forever).","type":"integer"},"ms":{"minimum":0,"description":"With stall_after: how long; absent = forever.","type":"number"}}},"expect":{"additionalProperties":false,"type":"object","properties":{"tools_offered":{"description":"The request offers at least one tool (true) or none (false).","type":"boolean"},"tools_include":{"description":"Tool names the request must offer.","type":"array","items":{"type":"string"}},"tools_exclude":{"description":"Tool names the request must not offer.","type":"array","items":{"type":"string"}},"reasoning_in_history":{"description":"Some assistant message carries reasoning_content (true) or none does (false).","type":"boolean"},"system_first":{"description":"The first message is (true) / is not (false) a system message.","type":"boolean"},"system_messages":{"minimum":0,"description":"Exact number of system messages.","type":"integer"},"images":{"description":"Some message holds an image_url part (true) or none does (false).","type":"boolean"},"last_tool_result":{"description":"The last message is a tool result (true), or the result for this call id.","anyOf":[{"const":true,"type":"boolean"},{"minLength":1,"type":"string"}]}}},"repeat":{"description":"This step is played for every later step too (last step only).","type":"boolean"}}}},"dialect":{"description":"Which delta field carries reasoning.","anyOf":[{"const":"reasoning_content","type":"string"},{"const":"reasoning","type":"string"}]},"history":{"type":"array","items":{}},"text":{"type":"string"},"images":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["mediaType","base64"],"properties":{"mediaType":{"type":"string"},"base64":{"type":"string"},"as":{"anyOf":[{"const":"raw","type":"string"},{"const":"url","type":"string"}]}}}},"acceptedOutputModes":{"type":"array","items":{"type":"string"}},"method":{"anyOf":[{"const":"SendStreamingMessage","type":"string"},{"const":"SendMessage","type":"string"}]},"cancelAfter":{"additionalProperties":false,"type":"object","required":["event"],"properties":{"event":{"anyOf":[{"const":"task","type":"string"},{"const":"turn.started","type":"string"},{"const":"text.delta","type":"string"},{"const":"reasoning.delta","type":"string"},{"const":"step.finished","type":"string"},{"const":"tool.started","type":"string"},{"const":"tool.finished","type":"string"},{"const":"turn.finished","type":"string"}]},"count":{"minimum":1,"type":"integer"}}},"hangUpAfter":{"additionalProperties":false,"type":"object","required":["event"],"properties":{"event":{"anyOf":[{"const":"task","type":"string"},{"const":"turn.started","type":"string"},{"const":"text.delta","type":"string"},{"const":"reasoning.delta","type":"string"},{"const":"step.finished","type":"string"},{"const":"tool.started","type":"string"},{"const":"tool.finished","type":"string"},{"const":"turn.finished","type":"string"}]},"count":{"minimum":1,"type":"integer"}}}}},"expect":{"additionalProperties":false,"type":"object","properties":{"status":{"anyOf":[{"const":"ok","type":"string"},{"const":"step_limit","type":"string"},{"const":"deadline","type":"string"},{"const":"cancelled","type":"string"},{"const":"model_error","type":"string"}]},"toolStopped":{"type":"boolean"},"toolsFail":{"type":"boolean"},"pacingToleranceMs":{"minimum":0,"type":"number"}}}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;
const pattern0 = new RegExp("^[a-z0-9][a-z0-9._-]*$", "u");
const pattern1 = new RegExp("^(.*)$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.section === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "section"},message:"must have required property '"+"section"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sentence === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sentence"},message:"must have required property '"+"sentence"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rules === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rules"},message:"must have required property '"+"rules"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.turn === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "turn"},message:"must have required property '"+"turn"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.expect === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expect"},message:"must have required property '"+"expect"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err8 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9._-]*$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func3(data2) < 1){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.section !== undefined){
let data3 = data.section;
if(typeof data3 === "string"){
if(func3(data3) < 1){
const err13 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.sentence !== undefined){
let data4 = data.sentence;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err15 = {instancePath:instancePath+"/sentence",schemaPath:"#/properties/sentence/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/sentence",schemaPath:"#/properties/sentence/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.rules !== undefined){
let data5 = data.rules;
if(Array.isArray(data5)){
if(data5.length < 1){
const err17 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 === "string"){
if(func3(data6) < 1){
const err18 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/rules/" + i0,schemaPath:"#/properties/rules/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.needs !== undefined){
let data7 = data.needs;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("tools.fast" !== data8){
const err22 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/0/const",keyword:"const",params:{allowedValue: "tools.fast"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs22 = errors;
if(typeof data8 !== "string"){
const err23 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("tools.failing" !== data8){
const err24 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/1/const",keyword:"const",params:{allowedValue: "tools.failing"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs22 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs24 = errors;
if(typeof data8 !== "string"){
const err25 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if("tools.slow" !== data8){
const err26 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/2/const",keyword:"const",params:{allowedValue: "tools.slow"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid0 = _errs24 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs26 = errors;
if(typeof data8 !== "string"){
const err27 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("tools.file" !== data8){
const err28 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/3/const",keyword:"const",params:{allowedValue: "tools.file"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs28 = errors;
if(typeof data8 !== "string"){
const err29 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("tools.big" !== data8){
const err30 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/4/const",keyword:"const",params:{allowedValue: "tools.big"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs28 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs30 = errors;
if(typeof data8 !== "string"){
const err31 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("max_steps" !== data8){
const err32 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/5/const",keyword:"const",params:{allowedValue: "max_steps"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs32 = errors;
if(typeof data8 !== "string"){
const err33 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("deadline_seconds" !== data8){
const err34 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/6/const",keyword:"const",params:{allowedValue: "deadline_seconds"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs32 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs34 = errors;
if(typeof data8 !== "string"){
const err35 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("send_reasoning" !== data8){
const err36 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/7/const",keyword:"const",params:{allowedValue: "send_reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs34 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs36 = errors;
if(typeof data8 !== "string"){
const err37 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/8/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("no_send_reasoning" !== data8){
const err38 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/8/const",keyword:"const",params:{allowedValue: "no_send_reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs36 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs38 = errors;
if(typeof data8 !== "string"){
const err39 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/9/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("accepts_images" !== data8){
const err40 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/9/const",keyword:"const",params:{allowedValue: "accepts_images"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs40 = errors;
if(typeof data8 !== "string"){
const err41 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/10/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("refuses_images" !== data8){
const err42 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/10/const",keyword:"const",params:{allowedValue: "refuses_images"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid5 = valid5 || _valid0;
if(!valid5){
const _errs42 = errors;
if(typeof data8 !== "string"){
const err43 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/11/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if("input.parts" !== data8){
const err44 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf/11/const",keyword:"const",params:{allowedValue: "input.parts"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid0 = _errs42 === errors;
valid5 = valid5 || _valid0;
}
}
}
}
}
}
}
}
}
}
}
if(!valid5){
const err45 = {instancePath:instancePath+"/needs/" + i1,schemaPath:"#/properties/needs/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/needs",schemaPath:"#/properties/needs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.turn !== undefined){
let data9 = data.turn;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key1 in data9){
if(!(func2.call(schema11.properties.turn.properties, key1))){
const err47 = {instancePath:instancePath+"/turn",schemaPath:"#/properties/turn/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data9.steps !== undefined){
let data10 = data9.steps;
if(Array.isArray(data10)){
if(data10.length < 1){
const err48 = {instancePath:instancePath+"/turn/steps",schemaPath:"#/properties/turn/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
let data11 = data10[i2];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
if(!(func2.call(schema11.properties.turn.properties.steps.items.properties, key2))){
const err49 = {instancePath:instancePath+"/turn/steps/" + i2,schemaPath:"#/properties/turn/properties/steps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data11.reasoning !== undefined){
if(typeof data11.reasoning !== "string"){
const err50 = {instancePath:instancePath+"/turn/steps/" + i2+"/reasoning",schemaPath:"#/properties/turn/properties/steps/items/properties/reasoning/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data11.text !== undefined){
if(typeof data11.text !== "string"){
const err51 = {instancePath:instancePath+"/turn/steps/" + i2+"/text",schemaPath:"#/properties/turn/properties/steps/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data11.tool_calls !== undefined){
let data14 = data11.tool_calls;
if(Array.isArray(data14)){
const len3 = data14.length;
for(let i3=0; i3<len3; i3++){
let data15 = data14[i3];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err52 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3,schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key3 in data15){
if(!((((key3 === "id") || (key3 === "name")) || (key3 === "arguments")) || (key3 === "arguments_raw"))){
const err53 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3,schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data15.id !== undefined){
let data16 = data15.id;
if(typeof data16 === "string"){
if(func3(data16) < 1){
const err54 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3+"/id",schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3+"/id",schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data15.name !== undefined){
let data17 = data15.name;
if(typeof data17 === "string"){
if(func3(data17) < 1){
const err56 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3+"/name",schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3+"/name",schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data15.arguments !== undefined){
let data18 = data15.arguments;
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err58 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3+"/arguments",schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data15.arguments_raw !== undefined){
if(typeof data15.arguments_raw !== "string"){
const err59 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3+"/arguments_raw",schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/properties/arguments_raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls/" + i3,schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/turn/steps/" + i2+"/tool_calls",schemaPath:"#/properties/turn/properties/steps/items/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data11.finish_reason !== undefined){
let data20 = data11.finish_reason;
const _errs70 = errors;
let valid13 = false;
const _errs71 = errors;
if(typeof data20 !== "string"){
const err62 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if("stop" !== data20){
const err63 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/0/const",keyword:"const",params:{allowedValue: "stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid1 = _errs71 === errors;
valid13 = valid13 || _valid1;
if(!valid13){
const _errs73 = errors;
if(typeof data20 !== "string"){
const err64 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if("tool_calls" !== data20){
const err65 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/1/const",keyword:"const",params:{allowedValue: "tool_calls"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid1 = _errs73 === errors;
valid13 = valid13 || _valid1;
if(!valid13){
const _errs75 = errors;
if(typeof data20 !== "string"){
const err66 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if("length" !== data20){
const err67 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/2/const",keyword:"const",params:{allowedValue: "length"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid1 = _errs75 === errors;
valid13 = valid13 || _valid1;
if(!valid13){
const _errs77 = errors;
if(typeof data20 !== "string"){
const err68 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if("content_filter" !== data20){
const err69 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf/3/const",keyword:"const",params:{allowedValue: "content_filter"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid1 = _errs77 === errors;
valid13 = valid13 || _valid1;
}
}
}
if(!valid13){
const err70 = {instancePath:instancePath+"/turn/steps/" + i2+"/finish_reason",schemaPath:"#/properties/turn/properties/steps/items/properties/finish_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
}
}
if(data11.usage !== undefined){
let data21 = data11.usage;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.input === undefined){
const err71 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data21.output === undefined){
const err72 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
for(const key4 in data21){
if(!((key4 === "input") || (key4 === "output"))){
const err73 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data21.input !== undefined){
let data22 = data21.input;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
const err74 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage/input",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(typeof data22 == "number"){
if(data22 < 0 || isNaN(data22)){
const err75 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage/input",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
if(data21.output !== undefined){
let data23 = data21.output;
if(!((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23)))){
const err76 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage/output",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(typeof data23 == "number"){
if(data23 < 0 || isNaN(data23)){
const err77 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage/output",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
}
else {
const err78 = {instancePath:instancePath+"/turn/steps/" + i2+"/usage",schemaPath:"#/properties/turn/properties/steps/items/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data11.timing !== undefined){
let data24 = data11.timing;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key5 in data24){
if(!((((key5 === "ttft_ms") || (key5 === "chunk_chars")) || (key5 === "interval_ms")) || (key5 === "pieces"))){
const err79 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data24.ttft_ms !== undefined){
let data25 = data24.ttft_ms;
if(typeof data25 == "number"){
if(data25 < 0 || isNaN(data25)){
const err80 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/ttft_ms",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/ttft_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/ttft_ms",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/ttft_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data24.chunk_chars !== undefined){
let data26 = data24.chunk_chars;
if(!((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26)))){
const err82 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/chunk_chars",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/chunk_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(typeof data26 == "number"){
if(data26 < 1 || isNaN(data26)){
const err83 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/chunk_chars",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/chunk_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
if(data24.interval_ms !== undefined){
let data27 = data24.interval_ms;
if(typeof data27 == "number"){
if(data27 < 0 || isNaN(data27)){
const err84 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/interval_ms",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/interval_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/interval_ms",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/interval_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data24.pieces !== undefined){
let data28 = data24.pieces;
if(Array.isArray(data28)){
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.kind === undefined){
const err86 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4,schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data29.text === undefined){
const err87 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4,schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data29.at_ms === undefined){
const err88 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4,schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/required",keyword:"required",params:{missingProperty: "at_ms"},message:"must have required property '"+"at_ms"+"'"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
for(const key6 in data29){
if(!(((key6 === "kind") || (key6 === "text")) || (key6 === "at_ms"))){
const err89 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4,schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data29.kind !== undefined){
let data30 = data29.kind;
const _errs101 = errors;
let valid19 = false;
const _errs102 = errors;
if(typeof data30 !== "string"){
const err90 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/kind",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if("text" !== data30){
const err91 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/kind",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid2 = _errs102 === errors;
valid19 = valid19 || _valid2;
if(!valid19){
const _errs104 = errors;
if(typeof data30 !== "string"){
const err92 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/kind",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if("reasoning" !== data30){
const err93 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/kind",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid2 = _errs104 === errors;
valid19 = valid19 || _valid2;
}
if(!valid19){
const err94 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/kind",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
else {
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
}
}
if(data29.text !== undefined){
if(typeof data29.text !== "string"){
const err95 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/text",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data29.at_ms !== undefined){
let data32 = data29.at_ms;
if(typeof data32 == "number"){
if(data32 < 0 || isNaN(data32)){
const err96 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/at_ms",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/at_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4+"/at_ms",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/properties/at_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err98 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces/" + i4,schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing/pieces",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/properties/pieces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath:instancePath+"/turn/steps/" + i2+"/timing",schemaPath:"#/properties/turn/properties/steps/items/properties/timing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data11.fault !== undefined){
let data33 = data11.fault;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
if(Object.keys(data33).length < 1){
const err101 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
for(const key7 in data33){
if(!(func2.call(schema11.properties.turn.properties.steps.items.properties.fault.properties, key7))){
const err102 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
if(data33.http_status !== undefined){
let data34 = data33.http_status;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err103 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/http_status",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/http_status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 > 599 || isNaN(data34)){
const err104 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/http_status",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/http_status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data34 < 400 || isNaN(data34)){
const err105 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/http_status",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/http_status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
if(data33.headers !== undefined){
let data35 = data33.headers;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key8 in data35){
if(pattern1.test(key8)){
if(typeof data35[key8] !== "string"){
const err106 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/headers/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/headers/patternProperties/%5E(.*)%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
}
else {
const err107 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/headers",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data33.error_frame_after !== undefined){
let data37 = data33.error_frame_after;
if(!((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37)))){
const err108 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/error_frame_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/error_frame_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(typeof data37 == "number"){
if(data37 < 0 || isNaN(data37)){
const err109 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/error_frame_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/error_frame_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
if(data33.cut_after !== undefined){
let data38 = data33.cut_after;
if(!((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38)))){
const err110 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/cut_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/cut_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(typeof data38 == "number"){
if(data38 < 0 || isNaN(data38)){
const err111 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/cut_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/cut_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
if(data33.eof_without_finish !== undefined){
let data39 = data33.eof_without_finish;
if(typeof data39 !== "boolean"){
const err112 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/eof_without_finish",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/eof_without_finish/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(true !== data39){
const err113 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/eof_without_finish",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/eof_without_finish/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data33.malformed_after !== undefined){
let data40 = data33.malformed_after;
if(!((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40)))){
const err114 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/malformed_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/malformed_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(typeof data40 == "number"){
if(data40 < 0 || isNaN(data40)){
const err115 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/malformed_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/malformed_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
if(data33.stall_after !== undefined){
let data41 = data33.stall_after;
if(!((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41)))){
const err116 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/stall_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/stall_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(typeof data41 == "number"){
if(data41 < 0 || isNaN(data41)){
const err117 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/stall_after",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/stall_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
if(data33.ms !== undefined){
let data42 = data33.ms;
if(typeof data42 == "number"){
if(data42 < 0 || isNaN(data42)){
const err118 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/ms",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault/ms",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/properties/ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
else {
const err120 = {instancePath:instancePath+"/turn/steps/" + i2+"/fault",schemaPath:"#/properties/turn/properties/steps/items/properties/fault/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data11.expect !== undefined){
let data43 = data11.expect;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
for(const key9 in data43){
if(!((((((((key9 === "tools_offered") || (key9 === "tools_include")) || (key9 === "tools_exclude")) || (key9 === "reasoning_in_history")) || (key9 === "system_first")) || (key9 === "system_messages")) || (key9 === "images")) || (key9 === "last_tool_result"))){
const err121 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data43.tools_offered !== undefined){
if(typeof data43.tools_offered !== "boolean"){
const err122 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/tools_offered",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/tools_offered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data43.tools_include !== undefined){
let data45 = data43.tools_include;
if(Array.isArray(data45)){
const len5 = data45.length;
for(let i5=0; i5<len5; i5++){
if(typeof data45[i5] !== "string"){
const err123 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/tools_include/" + i5,schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/tools_include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
else {
const err124 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/tools_include",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/tools_include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
if(data43.tools_exclude !== undefined){
let data47 = data43.tools_exclude;
if(Array.isArray(data47)){
const len6 = data47.length;
for(let i6=0; i6<len6; i6++){
if(typeof data47[i6] !== "string"){
const err125 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/tools_exclude/" + i6,schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/tools_exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err126 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/tools_exclude",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/tools_exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data43.reasoning_in_history !== undefined){
if(typeof data43.reasoning_in_history !== "boolean"){
const err127 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/reasoning_in_history",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/reasoning_in_history/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data43.system_first !== undefined){
if(typeof data43.system_first !== "boolean"){
const err128 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/system_first",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/system_first/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data43.system_messages !== undefined){
let data51 = data43.system_messages;
if(!((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51)))){
const err129 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/system_messages",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/system_messages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(typeof data51 == "number"){
if(data51 < 0 || isNaN(data51)){
const err130 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/system_messages",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/system_messages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
if(data43.images !== undefined){
if(typeof data43.images !== "boolean"){
const err131 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/images",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data43.last_tool_result !== undefined){
let data53 = data43.last_tool_result;
const _errs153 = errors;
let valid27 = false;
const _errs154 = errors;
if(typeof data53 !== "boolean"){
const err132 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/last_tool_result",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(true !== data53){
const err133 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/last_tool_result",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/0/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid3 = _errs154 === errors;
valid27 = valid27 || _valid3;
if(!valid27){
const _errs156 = errors;
if(typeof data53 === "string"){
if(func3(data53) < 1){
const err134 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/last_tool_result",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
else {
const err135 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/last_tool_result",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var _valid3 = _errs156 === errors;
valid27 = valid27 || _valid3;
}
if(!valid27){
const err136 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect/last_tool_result",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/properties/last_tool_result/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
else {
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err137 = {instancePath:instancePath+"/turn/steps/" + i2+"/expect",schemaPath:"#/properties/turn/properties/steps/items/properties/expect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data11.repeat !== undefined){
if(typeof data11.repeat !== "boolean"){
const err138 = {instancePath:instancePath+"/turn/steps/" + i2+"/repeat",schemaPath:"#/properties/turn/properties/steps/items/properties/repeat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
}
else {
const err139 = {instancePath:instancePath+"/turn/steps/" + i2,schemaPath:"#/properties/turn/properties/steps/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
else {
const err140 = {instancePath:instancePath+"/turn/steps",schemaPath:"#/properties/turn/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data9.dialect !== undefined){
let data55 = data9.dialect;
const _errs161 = errors;
let valid28 = false;
const _errs162 = errors;
if(typeof data55 !== "string"){
const err141 = {instancePath:instancePath+"/turn/dialect",schemaPath:"#/properties/turn/properties/dialect/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if("reasoning_content" !== data55){
const err142 = {instancePath:instancePath+"/turn/dialect",schemaPath:"#/properties/turn/properties/dialect/anyOf/0/const",keyword:"const",params:{allowedValue: "reasoning_content"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid4 = _errs162 === errors;
valid28 = valid28 || _valid4;
if(!valid28){
const _errs164 = errors;
if(typeof data55 !== "string"){
const err143 = {instancePath:instancePath+"/turn/dialect",schemaPath:"#/properties/turn/properties/dialect/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if("reasoning" !== data55){
const err144 = {instancePath:instancePath+"/turn/dialect",schemaPath:"#/properties/turn/properties/dialect/anyOf/1/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid4 = _errs164 === errors;
valid28 = valid28 || _valid4;
}
if(!valid28){
const err145 = {instancePath:instancePath+"/turn/dialect",schemaPath:"#/properties/turn/properties/dialect/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
}
if(data9.history !== undefined){
if(!(Array.isArray(data9.history))){
const err146 = {instancePath:instancePath+"/turn/history",schemaPath:"#/properties/turn/properties/history/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data9.text !== undefined){
if(typeof data9.text !== "string"){
const err147 = {instancePath:instancePath+"/turn/text",schemaPath:"#/properties/turn/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data9.images !== undefined){
let data58 = data9.images;
if(Array.isArray(data58)){
const len7 = data58.length;
for(let i7=0; i7<len7; i7++){
let data59 = data58[i7];
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
if(data59.mediaType === undefined){
const err148 = {instancePath:instancePath+"/turn/images/" + i7,schemaPath:"#/properties/turn/properties/images/items/required",keyword:"required",params:{missingProperty: "mediaType"},message:"must have required property '"+"mediaType"+"'"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(data59.base64 === undefined){
const err149 = {instancePath:instancePath+"/turn/images/" + i7,schemaPath:"#/properties/turn/properties/images/items/required",keyword:"required",params:{missingProperty: "base64"},message:"must have required property '"+"base64"+"'"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
for(const key10 in data59){
if(!(((key10 === "mediaType") || (key10 === "base64")) || (key10 === "as"))){
const err150 = {instancePath:instancePath+"/turn/images/" + i7,schemaPath:"#/properties/turn/properties/images/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data59.mediaType !== undefined){
if(typeof data59.mediaType !== "string"){
const err151 = {instancePath:instancePath+"/turn/images/" + i7+"/mediaType",schemaPath:"#/properties/turn/properties/images/items/properties/mediaType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data59.base64 !== undefined){
if(typeof data59.base64 !== "string"){
const err152 = {instancePath:instancePath+"/turn/images/" + i7+"/base64",schemaPath:"#/properties/turn/properties/images/items/properties/base64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data59.as !== undefined){
let data62 = data59.as;
const _errs180 = errors;
let valid32 = false;
const _errs181 = errors;
if(typeof data62 !== "string"){
const err153 = {instancePath:instancePath+"/turn/images/" + i7+"/as",schemaPath:"#/properties/turn/properties/images/items/properties/as/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if("raw" !== data62){
const err154 = {instancePath:instancePath+"/turn/images/" + i7+"/as",schemaPath:"#/properties/turn/properties/images/items/properties/as/anyOf/0/const",keyword:"const",params:{allowedValue: "raw"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
var _valid5 = _errs181 === errors;
valid32 = valid32 || _valid5;
if(!valid32){
const _errs183 = errors;
if(typeof data62 !== "string"){
const err155 = {instancePath:instancePath+"/turn/images/" + i7+"/as",schemaPath:"#/properties/turn/properties/images/items/properties/as/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if("url" !== data62){
const err156 = {instancePath:instancePath+"/turn/images/" + i7+"/as",schemaPath:"#/properties/turn/properties/images/items/properties/as/anyOf/1/const",keyword:"const",params:{allowedValue: "url"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid5 = _errs183 === errors;
valid32 = valid32 || _valid5;
}
if(!valid32){
const err157 = {instancePath:instancePath+"/turn/images/" + i7+"/as",schemaPath:"#/properties/turn/properties/images/items/properties/as/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
else {
errors = _errs180;
if(vErrors !== null){
if(_errs180){
vErrors.length = _errs180;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err158 = {instancePath:instancePath+"/turn/images/" + i7,schemaPath:"#/properties/turn/properties/images/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/turn/images",schemaPath:"#/properties/turn/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data9.acceptedOutputModes !== undefined){
let data63 = data9.acceptedOutputModes;
if(Array.isArray(data63)){
const len8 = data63.length;
for(let i8=0; i8<len8; i8++){
if(typeof data63[i8] !== "string"){
const err160 = {instancePath:instancePath+"/turn/acceptedOutputModes/" + i8,schemaPath:"#/properties/turn/properties/acceptedOutputModes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/turn/acceptedOutputModes",schemaPath:"#/properties/turn/properties/acceptedOutputModes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data9.method !== undefined){
let data65 = data9.method;
const _errs190 = errors;
let valid35 = false;
const _errs191 = errors;
if(typeof data65 !== "string"){
const err162 = {instancePath:instancePath+"/turn/method",schemaPath:"#/properties/turn/properties/method/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if("SendStreamingMessage" !== data65){
const err163 = {instancePath:instancePath+"/turn/method",schemaPath:"#/properties/turn/properties/method/anyOf/0/const",keyword:"const",params:{allowedValue: "SendStreamingMessage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
var _valid6 = _errs191 === errors;
valid35 = valid35 || _valid6;
if(!valid35){
const _errs193 = errors;
if(typeof data65 !== "string"){
const err164 = {instancePath:instancePath+"/turn/method",schemaPath:"#/properties/turn/properties/method/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if("SendMessage" !== data65){
const err165 = {instancePath:instancePath+"/turn/method",schemaPath:"#/properties/turn/properties/method/anyOf/1/const",keyword:"const",params:{allowedValue: "SendMessage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
var _valid6 = _errs193 === errors;
valid35 = valid35 || _valid6;
}
if(!valid35){
const err166 = {instancePath:instancePath+"/turn/method",schemaPath:"#/properties/turn/properties/method/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
else {
errors = _errs190;
if(vErrors !== null){
if(_errs190){
vErrors.length = _errs190;
}
else {
vErrors = null;
}
}
}
}
if(data9.cancelAfter !== undefined){
let data66 = data9.cancelAfter;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
if(data66.event === undefined){
const err167 = {instancePath:instancePath+"/turn/cancelAfter",schemaPath:"#/properties/turn/properties/cancelAfter/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
for(const key11 in data66){
if(!((key11 === "event") || (key11 === "count"))){
const err168 = {instancePath:instancePath+"/turn/cancelAfter",schemaPath:"#/properties/turn/properties/cancelAfter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data66.event !== undefined){
let data67 = data66.event;
const _errs199 = errors;
let valid37 = false;
const _errs200 = errors;
if(typeof data67 !== "string"){
const err169 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if("task" !== data67){
const err170 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/0/const",keyword:"const",params:{allowedValue: "task"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var _valid7 = _errs200 === errors;
valid37 = valid37 || _valid7;
if(!valid37){
const _errs202 = errors;
if(typeof data67 !== "string"){
const err171 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if("turn.started" !== data67){
const err172 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/1/const",keyword:"const",params:{allowedValue: "turn.started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
var _valid7 = _errs202 === errors;
valid37 = valid37 || _valid7;
if(!valid37){
const _errs204 = errors;
if(typeof data67 !== "string"){
const err173 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if("text.delta" !== data67){
const err174 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/2/const",keyword:"const",params:{allowedValue: "text.delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
var _valid7 = _errs204 === errors;
valid37 = valid37 || _valid7;
if(!valid37){
const _errs206 = errors;
if(typeof data67 !== "string"){
const err175 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if("reasoning.delta" !== data67){
const err176 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/3/const",keyword:"const",params:{allowedValue: "reasoning.delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
var _valid7 = _errs206 === errors;
valid37 = valid37 || _valid7;
if(!valid37){
const _errs208 = errors;
if(typeof data67 !== "string"){
const err177 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if("step.finished" !== data67){
const err178 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/4/const",keyword:"const",params:{allowedValue: "step.finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid7 = _errs208 === errors;
valid37 = valid37 || _valid7;
if(!valid37){
const _errs210 = errors;
if(typeof data67 !== "string"){
const err179 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if("tool.started" !== data67){
const err180 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/5/const",keyword:"const",params:{allowedValue: "tool.started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
var _valid7 = _errs210 === errors;
valid37 = valid37 || _valid7;
if(!valid37){
const _errs212 = errors;
if(typeof data67 !== "string"){
const err181 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if("tool.finished" !== data67){
const err182 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/6/const",keyword:"const",params:{allowedValue: "tool.finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
var _valid7 = _errs212 === errors;
valid37 = valid37 || _valid7;
if(!valid37){
const _errs214 = errors;
if(typeof data67 !== "string"){
const err183 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if("turn.finished" !== data67){
const err184 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf/7/const",keyword:"const",params:{allowedValue: "turn.finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
var _valid7 = _errs214 === errors;
valid37 = valid37 || _valid7;
}
}
}
}
}
}
}
if(!valid37){
const err185 = {instancePath:instancePath+"/turn/cancelAfter/event",schemaPath:"#/properties/turn/properties/cancelAfter/properties/event/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
else {
errors = _errs199;
if(vErrors !== null){
if(_errs199){
vErrors.length = _errs199;
}
else {
vErrors = null;
}
}
}
}
if(data66.count !== undefined){
let data68 = data66.count;
if(!((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68)))){
const err186 = {instancePath:instancePath+"/turn/cancelAfter/count",schemaPath:"#/properties/turn/properties/cancelAfter/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(typeof data68 == "number"){
if(data68 < 1 || isNaN(data68)){
const err187 = {instancePath:instancePath+"/turn/cancelAfter/count",schemaPath:"#/properties/turn/properties/cancelAfter/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err188 = {instancePath:instancePath+"/turn/cancelAfter",schemaPath:"#/properties/turn/properties/cancelAfter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
if(data9.hangUpAfter !== undefined){
let data69 = data9.hangUpAfter;
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.event === undefined){
const err189 = {instancePath:instancePath+"/turn/hangUpAfter",schemaPath:"#/properties/turn/properties/hangUpAfter/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
for(const key12 in data69){
if(!((key12 === "event") || (key12 === "count"))){
const err190 = {instancePath:instancePath+"/turn/hangUpAfter",schemaPath:"#/properties/turn/properties/hangUpAfter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data69.event !== undefined){
let data70 = data69.event;
const _errs222 = errors;
let valid39 = false;
const _errs223 = errors;
if(typeof data70 !== "string"){
const err191 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if("task" !== data70){
const err192 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/0/const",keyword:"const",params:{allowedValue: "task"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
var _valid8 = _errs223 === errors;
valid39 = valid39 || _valid8;
if(!valid39){
const _errs225 = errors;
if(typeof data70 !== "string"){
const err193 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if("turn.started" !== data70){
const err194 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/1/const",keyword:"const",params:{allowedValue: "turn.started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
var _valid8 = _errs225 === errors;
valid39 = valid39 || _valid8;
if(!valid39){
const _errs227 = errors;
if(typeof data70 !== "string"){
const err195 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if("text.delta" !== data70){
const err196 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/2/const",keyword:"const",params:{allowedValue: "text.delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
var _valid8 = _errs227 === errors;
valid39 = valid39 || _valid8;
if(!valid39){
const _errs229 = errors;
if(typeof data70 !== "string"){
const err197 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if("reasoning.delta" !== data70){
const err198 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/3/const",keyword:"const",params:{allowedValue: "reasoning.delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
var _valid8 = _errs229 === errors;
valid39 = valid39 || _valid8;
if(!valid39){
const _errs231 = errors;
if(typeof data70 !== "string"){
const err199 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if("step.finished" !== data70){
const err200 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/4/const",keyword:"const",params:{allowedValue: "step.finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
var _valid8 = _errs231 === errors;
valid39 = valid39 || _valid8;
if(!valid39){
const _errs233 = errors;
if(typeof data70 !== "string"){
const err201 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if("tool.started" !== data70){
const err202 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/5/const",keyword:"const",params:{allowedValue: "tool.started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
var _valid8 = _errs233 === errors;
valid39 = valid39 || _valid8;
if(!valid39){
const _errs235 = errors;
if(typeof data70 !== "string"){
const err203 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/6/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if("tool.finished" !== data70){
const err204 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/6/const",keyword:"const",params:{allowedValue: "tool.finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
var _valid8 = _errs235 === errors;
valid39 = valid39 || _valid8;
if(!valid39){
const _errs237 = errors;
if(typeof data70 !== "string"){
const err205 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/7/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if("turn.finished" !== data70){
const err206 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf/7/const",keyword:"const",params:{allowedValue: "turn.finished"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
var _valid8 = _errs237 === errors;
valid39 = valid39 || _valid8;
}
}
}
}
}
}
}
if(!valid39){
const err207 = {instancePath:instancePath+"/turn/hangUpAfter/event",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/event/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
else {
errors = _errs222;
if(vErrors !== null){
if(_errs222){
vErrors.length = _errs222;
}
else {
vErrors = null;
}
}
}
}
if(data69.count !== undefined){
let data71 = data69.count;
if(!((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71)))){
const err208 = {instancePath:instancePath+"/turn/hangUpAfter/count",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(typeof data71 == "number"){
if(data71 < 1 || isNaN(data71)){
const err209 = {instancePath:instancePath+"/turn/hangUpAfter/count",schemaPath:"#/properties/turn/properties/hangUpAfter/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
}
}
else {
const err210 = {instancePath:instancePath+"/turn/hangUpAfter",schemaPath:"#/properties/turn/properties/hangUpAfter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/turn",schemaPath:"#/properties/turn/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data.expect !== undefined){
let data72 = data.expect;
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
for(const key13 in data72){
if(!((((key13 === "status") || (key13 === "toolStopped")) || (key13 === "toolsFail")) || (key13 === "pacingToleranceMs"))){
const err212 = {instancePath:instancePath+"/expect",schemaPath:"#/properties/expect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
if(data72.status !== undefined){
let data73 = data72.status;
const _errs245 = errors;
let valid41 = false;
const _errs246 = errors;
if(typeof data73 !== "string"){
const err213 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
if("ok" !== data73){
const err214 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/0/const",keyword:"const",params:{allowedValue: "ok"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
var _valid9 = _errs246 === errors;
valid41 = valid41 || _valid9;
if(!valid41){
const _errs248 = errors;
if(typeof data73 !== "string"){
const err215 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if("step_limit" !== data73){
const err216 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/1/const",keyword:"const",params:{allowedValue: "step_limit"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
var _valid9 = _errs248 === errors;
valid41 = valid41 || _valid9;
if(!valid41){
const _errs250 = errors;
if(typeof data73 !== "string"){
const err217 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if("deadline" !== data73){
const err218 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/2/const",keyword:"const",params:{allowedValue: "deadline"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
var _valid9 = _errs250 === errors;
valid41 = valid41 || _valid9;
if(!valid41){
const _errs252 = errors;
if(typeof data73 !== "string"){
const err219 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if("cancelled" !== data73){
const err220 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/3/const",keyword:"const",params:{allowedValue: "cancelled"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
var _valid9 = _errs252 === errors;
valid41 = valid41 || _valid9;
if(!valid41){
const _errs254 = errors;
if(typeof data73 !== "string"){
const err221 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if("model_error" !== data73){
const err222 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf/4/const",keyword:"const",params:{allowedValue: "model_error"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
var _valid9 = _errs254 === errors;
valid41 = valid41 || _valid9;
}
}
}
}
if(!valid41){
const err223 = {instancePath:instancePath+"/expect/status",schemaPath:"#/properties/expect/properties/status/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
else {
errors = _errs245;
if(vErrors !== null){
if(_errs245){
vErrors.length = _errs245;
}
else {
vErrors = null;
}
}
}
}
if(data72.toolStopped !== undefined){
if(typeof data72.toolStopped !== "boolean"){
const err224 = {instancePath:instancePath+"/expect/toolStopped",schemaPath:"#/properties/expect/properties/toolStopped/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
if(data72.toolsFail !== undefined){
if(typeof data72.toolsFail !== "boolean"){
const err225 = {instancePath:instancePath+"/expect/toolsFail",schemaPath:"#/properties/expect/properties/toolsFail/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data72.pacingToleranceMs !== undefined){
let data76 = data72.pacingToleranceMs;
if(typeof data76 == "number"){
if(data76 < 0 || isNaN(data76)){
const err226 = {instancePath:instancePath+"/expect/pacingToleranceMs",schemaPath:"#/properties/expect/properties/pacingToleranceMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
else {
const err227 = {instancePath:instancePath+"/expect/pacingToleranceMs",schemaPath:"#/properties/expect/properties/pacingToleranceMs/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
}
else {
const err228 = {instancePath:instancePath+"/expect",schemaPath:"#/properties/expect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
}
else {
const err229 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export const validate = validate10 as unknown as ValidateFunction;
